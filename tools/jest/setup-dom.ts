// jsdom lacks several browser APIs that antd, react-router and RTK Query use.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import 'whatwg-fetch';
import { TextDecoder, TextEncoder } from 'node:util';
import { clearImmediate, setImmediate } from 'node:timers';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// React's scheduler prefers setImmediate; without it, it opens a MessageChannel whose port keeps
// jest from exiting. jsdom hides Node's setImmediate, so hand it back.
Object.assign(globalThis, { setImmediate, clearImmediate });
// antd (Form, Select, Menu) schedules work over MessageChannel, which jsdom lacks. Node's ports
// keep the process alive, so jest would never exit: unref them. Assigning `onmessage` (what
// @rc-component does, on a new channel per task) refs a Node port again, and such a port stays
// alive until garbage collection, holding jest open for minutes: unref after every assignment.
function keepUnreferenced(port: import('node:worker_threads').MessagePort): void {
  port.unref();
  let owner: object | null = port;
  let descriptor: PropertyDescriptor | undefined;
  while (owner && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(owner, 'onmessage');
    owner = Object.getPrototypeOf(owner) as object | null;
  }
  const { get, set } = descriptor ?? {};
  if (!get || !set) return;
  Object.defineProperty(port, 'onmessage', {
    configurable: true,
    get: () => get.call(port) as unknown,
    set: (handler: unknown) => {
      set.call(port, handler);
      port.unref();
    },
  });
  const addEventListener = port.addEventListener.bind(port);
  port.addEventListener = ((...args: Parameters<typeof addEventListener>) => {
    addEventListener(...args);
    port.unref();
  }) as typeof port.addEventListener;
}
class UnrefMessageChannel extends NodeMessageChannel {
  constructor() {
    super();
    keepUnreferenced(this.port1);
    keepUnreferenced(this.port2);
  }
}
if (!('MessageChannel' in globalThis)) Object.assign(globalThis, { MessageChannel: UnrefMessageChannel });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {
    return undefined;
  }
  unobserve(): void {
    return undefined;
  }
  disconnect(): void {
    return undefined;
  }
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// antd injects ~350 KB of CSS; jsdom's real getComputedStyle then parses it on every
// accessibility query (0.7-1.7 s per getByRole). Tests only need inline styles.
window.getComputedStyle = ((element: Element) => {
  const style = (element as HTMLElement).style;
  return Object.assign(Object.create(style ?? null), {
    getPropertyValue: (name: string) => style?.getPropertyValue(name) ?? '',
  });
}) as typeof window.getComputedStyle;

window.scrollTo = (() => undefined) as typeof window.scrollTo;

// jsdom's Blob (and File) reads as text but not as bytes.
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob): Promise<ArrayBuffer> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

// findBy*/waitFor wait for what the test expects to appear; the library's 1 s default is a timing
// assumption that a loaded CI machine (2 cores, other suites running) breaks. A generous upper
// bound costs nothing when the UI is quick and keeps a slow machine from failing a correct page.
configure({ asyncUtilTimeout: 15_000 });
