import type { ApiError } from '../api-error';
import { writeStoredJson } from '../portal-storage';
import type { CognitoSession } from './cognito-session';
import { BANNER_FETCH_FLAG_KEY, clearSessionCache, storeUnauthorizedNotice } from './session-cache';
import { endSession, followStoredSession, startSession, type SessionDispatch } from './session-end';
import type { UnauthorizedNotice } from './session-slice';
import type { SessionUser } from './session-user';

/** The moves of a session (spec 01 §4 Session, 03 §4 Sign-in); each keeps storage and the store in step. */
export interface SessionLifecycle {
  /** After a sign-in: the user is set; users with a group get the banner-fetch flag (spec 03 §4). */
  start(user: SessionUser): void;
  /** Logout, force-logout, wrong website: every session of the user ends at the provider. */
  signOut(): Promise<void>;
  /** 401 that a token refresh could not cure: storage cleared, back to sign-in with 'Session Expired'. */
  expire(): void;
  /** 403: signed out, the unauthorized message stored under 'pxUnauthorizedUserMsg' for the dialog. */
  rejectUnauthorized(error: Pick<ApiError, 'messageCode' | 'message'>, salesRepEmail?: string): Promise<void>;
  /** The identity library's storage changed in another tab: follow its sign-out or its new user. */
  followOtherTab(): void;
}

export function createSessionLifecycle(session: CognitoSession, dispatch: SessionDispatch): SessionLifecycle {
  return {
    start(user) {
      if (!user.requiresAccountSetup) writeStoredJson(BANNER_FETCH_FLAG_KEY, true);
      dispatch(startSession(user));
    },
    async signOut() {
      await session.signOut();
      clearSessionCache();
      dispatch(endSession({ reason: 'SIGNED_OUT' }));
    },
    expire() {
      session.clearLocalSession();
      clearSessionCache();
      dispatch(endSession({ reason: 'SESSION_EXPIRED' }));
    },
    async rejectUnauthorized({ messageCode, message }, salesRepEmail) {
      const notice: UnauthorizedNotice = { messageCode, message, ...(salesRepEmail ? { salesRepEmail } : {}) };
      storeUnauthorizedNotice(notice);
      await session.signOut();
      clearSessionCache();
      dispatch(endSession({ reason: 'UNAUTHORIZED', unauthorizedNotice: notice }));
    },
    followOtherTab() {
      dispatch(followStoredSession(session.storedUser()));
    },
  };
}
