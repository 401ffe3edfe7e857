import { NavigationType, createPath, parsePath, type Location, type Navigator, type Path, type To } from 'react-router-dom';

/** Asked before the router leaves `current` for `next`: false keeps the buyer where they are. */
export type LeaveGuard = (current: Location, next: Location) => boolean;

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/**
 * The history the portal's router runs on: react-router's Navigator, plus what the router reads
 * (location, action, listen) and guards that may refuse a navigation. The router's own data
 * router would bring its blocker, and with it about 18 KB of the first page's download.
 */
export interface GuardedHistory extends Navigator {
  readonly location: Location;
  readonly action: NavigationType;
  /** One listener (the router) hears every navigation that happened. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
  /** Adds a guard asked before every navigation, the back and forward buttons included; returns its removal. */
  guard(mayLeave: LeaveGuard): () => void;
}

/** An entry: the location and its position in the session's history. */
interface Entry {
  location: Location;
  index: number;
}

/** Where the entries live: the browser's session history, or an array for tests. */
interface Entries {
  current(): Entry;
  write(entry: Entry, replace: boolean): void;
  /** Moves `delta` entries; the browser says so later (a popstate), memory at once. */
  go(delta: number): void;
  onPop(handler: () => void): () => void;
  createHref(to: To): string;
  encodeLocation?(to: To): Path;
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

const newKey = () => Math.random().toString(36).slice(2, 10);

function locationOf(to: To, state: unknown, from: Location): Location {
  const { pathname = from.pathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  return { pathname, search, hash, state: state ?? null, key: newKey() };
}

function guardedHistory(entries: Entries): GuardedHistory {
  let entry = entries.current();
  let action = NavigationType.Pop;
  let listener: ((update: HistoryUpdate) => void) | undefined;
  const guards = new Set<LeaveGuard>();
  // The pop that undoes a refused back or forward button, not one to ask about.
  let undoing = false;

  const mayLeaveFor = (next: Location) => [...guards].every((mayLeave) => mayLeave(entry.location, next));
  const arrive = (next: Entry, how: NavigationType) => {
    entry = next;
    action = how;
    listener?.({ action, location: entry.location });
  };

  const navigate = (how: NavigationType.Push | NavigationType.Replace) => (to: To, state?: unknown) => {
    const next = locationOf(to, state, entry.location);
    if (!mayLeaveFor(next)) return;
    const written = { location: next, index: how === NavigationType.Push ? entry.index + 1 : entry.index };
    entries.write(written, how === NavigationType.Replace);
    arrive(written, how);
  };

  const popped = () => {
    const next = entries.current();
    if (undoing) {
      undoing = false;
      entry = next;
      return;
    }
    // The browser has already moved: a refused move is undone by going back the other way.
    if (!mayLeaveFor(next.location) && next.index !== entry.index) {
      undoing = true;
      entries.go(entry.index - next.index);
      return;
    }
    arrive(next, NavigationType.Pop);
  };

  return {
    get location() {
      return entry.location;
    },
    get action() {
      return action;
    },
    listen(heard) {
      if (listener) throw new Error('A history has one listener: its router');
      listener = heard;
      const stop = entries.onPop(popped);
      return () => {
        stop();
        listener = undefined;
      };
    },
    guard(mayLeave) {
      guards.add(mayLeave);
      return () => guards.delete(mayLeave);
    },
    push: navigate(NavigationType.Push),
    replace: navigate(NavigationType.Replace),
    go: (delta) => entries.go(delta),
    createHref: entries.createHref,
    ...(entries.encodeLocation && { encodeLocation: entries.encodeLocation }),
  };
}

/** What the portal keeps in `history.state`: the navigation's state, its key and its position. */
interface BrowserState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The browser's session history, each entry numbered so a refused back or forward can be undone. */
export function createBrowserHistory(win: Window = window): GuardedHistory {
  const stateOf = (): BrowserState => (win.history.state as BrowserState | null) ?? {};
  if (stateOf().idx === undefined) win.history.replaceState({ ...stateOf(), idx: 0 }, '');
  let lastIndex = 0;
  return guardedHistory({
    current() {
      const { usr, key, idx } = stateOf();
      const { pathname, search, hash } = win.location;
      // An entry the portal did not write (a link to #part) counts as the one it follows.
      if (idx !== undefined) lastIndex = idx;
      return { location: { pathname, search, hash, state: usr ?? null, key: key ?? 'default' }, index: lastIndex };
    },
    write({ location, index }, replace) {
      const state: BrowserState = { usr: location.state, key: location.key, idx: index };
      if (replace) win.history.replaceState(state, '', hrefOf(location));
      else win.history.pushState(state, '', hrefOf(location));
    },
    go: (delta) => win.history.go(delta),
    onPop(handler) {
      win.addEventListener('popstate', handler);
      return () => win.removeEventListener('popstate', handler);
    },
    createHref: hrefOf,
    encodeLocation(to) {
      const url = new URL(hrefOf(to), win.location.origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
  });
}

export interface MemoryHistoryOptions {
  /** Paths (with a query string) or locations with state; the last one is current unless `initialIndex` says otherwise. */
  initialEntries?: Array<string | { pathname: string; search?: string; state?: unknown }>;
  initialIndex?: number;
}

/** A history in memory, for tests and for anything without a browser. */
export function createMemoryHistory({ initialEntries = ['/'], initialIndex }: MemoryHistoryOptions = {}): GuardedHistory {
  const root: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  const stack = initialEntries.map((initial) =>
    typeof initial === 'string'
      ? locationOf(initial, null, root)
      : locationOf({ pathname: initial.pathname, search: initial.search ?? '' }, initial.state, root),
  );
  let index = Math.min(Math.max(initialIndex ?? stack.length - 1, 0), stack.length - 1);
  const handlers = new Set<() => void>();
  return guardedHistory({
    current: () => ({ location: stack[index], index }),
    write(entry, replace) {
      if (!replace) stack.splice(entry.index);
      stack[entry.index] = entry.location;
      index = entry.index;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      handlers.forEach((handler) => handler());
    },
    onPop(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    createHref: hrefOf,
  });
}
