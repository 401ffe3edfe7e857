import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import type { CognitoSession } from './cognito-session';
import type { SessionDispatch } from './session-end';
import { createSessionLifecycle, type SessionLifecycle } from './session-lifecycle';

const CognitoSessionContext = createContext<CognitoSession | undefined>(undefined);

/** Hands the tenant's identity session to the screens (tests hand in a stand-in). */
export function CognitoSessionProvider({ session, children }: { session: CognitoSession; children: ReactNode }) {
  return <CognitoSessionContext.Provider value={session}>{children}</CognitoSessionContext.Provider>;
}

export function useCognitoSession(): CognitoSession {
  const session = useContext(CognitoSessionContext);
  if (!session) throw new Error('useCognitoSession needs a CognitoSessionProvider above it (the shell puts one under Startup)');
  return session;
}

/** Start, sign out, expire, reject: bound to this tenant's session and the store. */
export function useSessionLifecycle(): SessionLifecycle {
  const session = useCognitoSession();
  const dispatch = useDispatch<SessionDispatch>();
  return useMemo(() => createSessionLifecycle(session, dispatch), [session, dispatch]);
}
