import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { MessageArgsProps, ModalFuncProps, NotificationArgsProps } from 'antd';
import type { FeedbackApis } from './feedback-holders';

// The portal's snackbars (message), notifications and confirm dialogs. antd's App provides them
// through App.useApp(), but App imports message, notification and the whole Modal, which then sit
// in the first download of every page although the sign-in page shows none of them at first paint.
// The provider below loads antd's pieces on the first call instead, queues the calls made meanwhile
// and then replays them, so a call site behaves as with App.useApp().

type MessageContent = MessageArgsProps['content'];

/** Snackbars: the same calls as antd's message API (answers are not returned: no call site uses them). */
export interface FeedbackMessage {
  open(config: MessageArgsProps): void;
  success(content: MessageContent, duration?: number): void;
  error(content: MessageContent, duration?: number): void;
  info(content: MessageContent, duration?: number): void;
  warning(content: MessageContent, duration?: number): void;
  loading(content: MessageContent, duration?: number): void;
}

/** Notifications: the same calls as antd's notification API. */
export interface FeedbackNotification {
  open(config: NotificationArgsProps): void;
  success(config: NotificationArgsProps): void;
  error(config: NotificationArgsProps): void;
  info(config: NotificationArgsProps): void;
  warning(config: NotificationArgsProps): void;
}

/** Confirm dialogs: the same call as antd's modal API. */
export interface FeedbackModal {
  confirm(config: ModalFuncProps): void;
}

export interface Feedback {
  message: FeedbackMessage;
  notification: FeedbackNotification;
  modal: FeedbackModal;
}

type FeedbackCall = (apis: FeedbackApis) => void;

const MESSAGE_LEVELS = ['success', 'error', 'info', 'warning', 'loading'] as const;
const NOTIFICATION_LEVELS = ['open', 'success', 'error', 'info', 'warning'] as const;

/** The feedback API over `run`, which hands each call antd's APIs once they are loaded. */
export function deferredFeedback(run: (call: FeedbackCall) => void): Feedback {
  const message = {
    open: (config: MessageArgsProps) => run((apis) => apis.message.open(config)),
    ...Object.fromEntries(
      MESSAGE_LEVELS.map((level) => [
        level,
        (content: MessageContent, duration?: number) => run((apis) => apis.message.open({ type: level, content, duration })),
      ]),
    ),
  } as FeedbackMessage;
  const notification = Object.fromEntries(
    NOTIFICATION_LEVELS.map((level) => [level, (config: NotificationArgsProps) => run((apis) => apis.notification[level](config))]),
  ) as unknown as FeedbackNotification;
  const modal: FeedbackModal = { confirm: (config) => run((apis) => void apis.modal.confirm(config)) };
  return { message, notification, modal };
}

/** Without a FeedbackProvider every call fails, naming what is missing, rather than doing nothing. */
const missingProvider = deferredFeedback(() => {
  throw new Error('useFeedback() needs a FeedbackProvider above it (the startup gate has one; tests render one around the page)');
});

const FeedbackContext = createContext<Feedback>(missingProvider);

const loadFeedbackHolders = () => import('./feedback-holders');
const FeedbackHolders = lazy(loadFeedbackHolders);

/** Fetches antd's message, notification and Modal ahead (a page about to confirm a save calls it when idle). */
export function preloadFeedback(): void {
  void loadFeedbackHolders();
}

/** Holds the calls made before antd's APIs are in (`onFirstCall` asks for them) and replays them in order. */
function createFeedbackRelay(onFirstCall: () => void) {
  let loaded: FeedbackApis | undefined;
  const waiting: FeedbackCall[] = [];
  return {
    run(call: FeedbackCall): void {
      if (loaded) return call(loaded);
      waiting.push(call);
      onFirstCall();
    },
    ready(apis: FeedbackApis): void {
      loaded = apis;
      for (const call of waiting.splice(0)) call(apis);
    },
  };
}

/**
 * Gives the pages below it useFeedback(). Render it inside the TenantThemeProvider: the holders put
 * the tenant's theme around snackbars and dialogs. antd's message, notification and Modal load on
 * the first call.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [relay] = useState(() => createFeedbackRelay(() => setWanted(true)));
  const feedback = useMemo(() => deferredFeedback(relay.run), [relay]);
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={relay.ready} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

/** Snackbars, notifications and confirm dialogs for a page, under a FeedbackProvider (the app's startup gate). */
export function useFeedback(): Feedback {
  return useContext(FeedbackContext);
}
