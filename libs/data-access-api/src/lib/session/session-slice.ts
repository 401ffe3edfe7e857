import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from './session-user';

/** Why the last session ended: the sign-in screen and the guards read it. */
export type SessionEndReason = 'SIGNED_OUT' | 'SESSION_EXPIRED' | 'UNAUTHORIZED';

/** What the Unauthorized dialog shows after a 403 (spec 03 §2, §8). */
export interface UnauthorizedNotice {
  messageCode: string;
  /** The server's message: the dialog's content when no translation exists for the code. */
  message: string;
  salesRepEmail?: string;
}

/**
 * The only Redux state of the session: who is signed in and why the last session ended. Server data
 * about the user (user info, authorities, settings) stays in the RTK Query cache, keyed by username.
 */
export interface SessionState {
  /** Whether the session kept in this browser has been read (nothing is decided before that). */
  restored: boolean;
  /** null: nobody is signed in. */
  user: SessionUser | null;
  endReason: SessionEndReason | null;
  unauthorizedNotice: UnauthorizedNotice | null;
}

const initialState: SessionState = { restored: false, user: null, endReason: null, unauthorizedNotice: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /**
     * The session found in this browser at start-up (or none), and a 403 notice not yet closed. Read
     * again after a session ended in this page (the provider remounted), finding none keeps the
     * reason it ended, so sign-in still says 'Session Expired'.
     */
    sessionRestored: (state, action: PayloadAction<{ user: SessionUser | null; endReason?: SessionEndReason; unauthorizedNotice?: UnauthorizedNotice }>) => ({
      restored: true,
      user: action.payload.user,
      endReason: action.payload.endReason ?? (action.payload.user ? null : state.endReason),
      unauthorizedNotice: action.payload.unauthorizedNotice ?? state.unauthorizedNotice,
    }),
    sessionStarted: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
      state.endReason = null;
    },
    sessionEnded: (state, action: PayloadAction<{ reason: SessionEndReason; unauthorizedNotice?: UnauthorizedNotice }>) => {
      state.user = null;
      state.endReason = action.payload.reason;
      if (action.payload.unauthorizedNotice) state.unauthorizedNotice = action.payload.unauthorizedNotice;
    },
    unauthorizedNoticeClosed: (state) => {
      state.unauthorizedNotice = null;
    },
  },
});

export const { sessionRestored, sessionStarted, sessionEnded, unauthorizedNoticeClosed } = sessionSlice.actions;

/** Any store that mounts the slice under `session` (the app's and the test stores). */
export interface StateWithSession {
  session: SessionState;
}

export const selectSession = (state: StateWithSession): SessionState => state.session;
export const selectSessionUser = (state: StateWithSession): SessionUser | null => state.session.user;
