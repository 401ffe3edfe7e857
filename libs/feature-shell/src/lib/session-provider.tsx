import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import {
  CognitoSessionProvider,
  USER_INFO_CACHE_KEY,
  cognitoKeyPrefix,
  createCognitoSession,
  createSessionLifecycle,
  readUnauthorizedNotice,
  loadMessageTexts,
  readUserCache,
  resolveErrorMessage,
  selectSession,
  selectSessionUser,
  sessionRestored,
  setApiFailureHandler,
  setIdTokenProvider,
  userPoolSettingsOf,
  type CognitoSession,
  type SessionDispatch,
  type SessionUser,
  type StateWithSession,
} from '@bp/data-access-api';
import { LoadingScreen, runWhenIdle, useFeedback, useTranslation } from '@bp/ui-kit';
import { AppVersionNotice } from './app-version-notice';
import { isUserInfo, useSessionAuthorities } from './session-data';
import { useStartup } from './startup-context';
import { useShellText } from './use-shell-text';

/** The global error snackbar stays long enough to be read (spec 01 §8 gives no duration). */
const ERROR_SNACKBAR_SECONDS = 10;

/**
 * Reads the session this browser keeps into the store (spec 01 §4). A session whose ID token cannot
 * be read is renewed through its refresh token first; if that fails, it has expired.
 */
function useRestoredSession(session: CognitoSession): void {
  const dispatch = useDispatch();
  // Before the first paint, so a stored session never shows the sign-in screen for a frame.
  useLayoutEffect(() => {
    const unauthorizedNotice = readUnauthorizedNotice();
    const storedUser = session.storedUser();
    if (storedUser || !session.hasStoredSession()) {
      dispatch(sessionRestored({ user: storedUser ?? null, unauthorizedNotice }));
      return undefined;
    }
    let current = true;
    void session.getIdToken({ forceRefresh: true }).then(() => {
      if (!current) return;
      const renewedUser = session.storedUser();
      if (!renewedUser) session.clearLocalSession();
      dispatch(sessionRestored({ user: renewedUser ?? null, endReason: renewedUser ? undefined : 'SESSION_EXPIRED', unauthorizedNotice }));
    });
    return () => {
      current = false;
    };
  }, [session, dispatch]);
}

/**
 * Spec 01 §8 General handling, for every call of the api: the bearer token comes from the session;
 * a 401 that a refresh could not cure clears storage and returns to sign-in ('Session Expired'); a
 * 403 signs out and opens the unauthorized dialog; any other failure shows a red snackbar.
 */
function useGlobalFailureHandling(session: CognitoSession): void {
  const dispatch = useDispatch<SessionDispatch>();
  const store = useStore<StateWithSession>();
  const { message } = useFeedback();
  const { t } = useTranslation();
  useEffect(() => {
    const lifecycle = createSessionLifecycle(session, dispatch);
    // Calls failing together (every startup call after a revocation) end the session once.
    let endingSessionOf: SessionUser | undefined;
    setIdTokenProvider((options) => session.getIdToken(options));
    setApiFailureHandler(({ kind, error }) => {
      if (kind === 'REPORT') {
        void message.error(
          resolveErrorMessage(error, (key, defaultValue) => t(key, { defaultValue })),
          ERROR_SNACKBAR_SECONDS,
        );
        return;
      }
      const user = selectSessionUser(store.getState());
      if (!user || endingSessionOf === user) return;
      endingSessionOf = user;
      if (kind === 'SESSION_EXPIRED') lifecycle.expire();
      else void lifecycle.rejectUnauthorized(error, readUserCache(USER_INFO_CACHE_KEY, user.username, isUserInfo)?.salesRep?.salesRepEmail);
    });
    // The English texts of the API's message codes, so that a first failure need not wait for them.
    const cancelPreload = runWhenIdle(() => void loadMessageTexts());
    return () => {
      cancelPreload();
      setIdTokenProvider(() => undefined);
      setApiFailureHandler(() => undefined);
    };
  }, [session, dispatch, store, message, t]);
}

/**
 * Another tab of this portal signed out or in as someone else: the identity library's keys changed
 * in localStorage (the 'storage' event fires only in the other tabs). This tab follows at once.
 */
function useSessionOfOtherTabs(session: CognitoSession, clientId: string): void {
  const dispatch = useDispatch<SessionDispatch>();
  useEffect(() => {
    const lifecycle = createSessionLifecycle(session, dispatch);
    const prefix = cognitoKeyPrefix(clientId);
    // key null: the other tab cleared the whole storage.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(prefix)) lifecycle.followOtherTab();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session, clientId, dispatch]);
}

/** Spec 03 §4: once a user is set, their authorities are fetched (a 403 there ends the session). */
function SessionAuthorities({ username }: { username: string }) {
  useSessionAuthorities(username);
  return null;
}

export interface SessionProviderProps {
  /** Tests pass a stand-in; the app lets the provider create the tenant's Cognito session. */
  session?: CognitoSession;
  children: ReactNode;
}

// The dialog (and antd's Modal with it) downloads only when a 403 has signed the buyer out, not
// with every page's first download.
const UnauthorizedDialog = lazy(async () => ({ default: (await import('./unauthorized-dialog')).UnauthorizedDialog }));

function UnauthorizedNotice() {
  const { unauthorizedNotice } = useSelector(selectSession);
  if (!unauthorizedNotice) return null;
  return (
    <Suspense fallback={null}>
      <UnauthorizedDialog />
    </Suspense>
  );
}

/**
 * The session of the started app: the tenant's Cognito session for every screen, the stored user
 * restored before the routes render, the global failure handling of the api, the unauthorized
 * dialog and the new-app-version snackbar.
 */
export function SessionProvider({ session: givenSession, children }: SessionProviderProps) {
  const t = useShellText();
  const { userPoolId, userPoolWebClientId, cognitoEndpoint } = useStartup().config;
  const session = useMemo(
    () => givenSession ?? createCognitoSession(userPoolSettingsOf({ userPoolId, userPoolWebClientId, cognitoEndpoint })),
    [givenSession, userPoolId, userPoolWebClientId, cognitoEndpoint],
  );
  useRestoredSession(session);
  useGlobalFailureHandling(session);
  useSessionOfOtherTabs(session, userPoolWebClientId);
  const { restored, user } = useSelector(selectSession);
  return (
    <CognitoSessionProvider session={session}>
      {restored ? children : <LoadingScreen label={t('Loading...')} />}
      {user ? <SessionAuthorities username={user.username} /> : null}
      <UnauthorizedNotice />
      <AppVersionNotice />
    </CognitoSessionProvider>
  );
}
