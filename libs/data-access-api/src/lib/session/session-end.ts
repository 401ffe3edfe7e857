import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, type StateWithApi } from '../api';
import { tenantApi } from '../tenant';
import { sessionEnded, sessionStarted, type SessionEndReason, type StateWithSession, type UnauthorizedNotice } from './session-slice';
import type { SessionUser } from './session-user';

/** The state the session moves read: the api cache and the session slice (any store that mounts both). */
export type StateWithApiAndSession = StateWithApi & StateWithSession;
export type SessionDispatch = ThunkDispatch<StateWithApiAndSession, unknown, UnknownAction>;
type SessionThunk = ThunkAction<void, StateWithApiAndSession, unknown, UnknownAction>;

type TenantApiState = Parameters<ReturnType<typeof tenantApi.endpoints.getSaasConfig.select>>[0];

/**
 * The one place a session ends (sign-out, expired or refused refresh, 401, 403, another tab, another
 * user signing in). GET stocklist/offers, the stock query and others are not keyed by user, so
 * everything the next user could see goes: every user slice resets on `sessionEnded` (each handles
 * it in its extraReducers) and the whole RTK Query cache is dropped. Only the tenant's anonymous
 * startup data (config, translations) is put back: the same for every user, and without it the
 * startup gate would fall back to its loading screen and remount the app.
 */
export function endSession(payload: { reason: SessionEndReason; unauthorizedNotice?: UnauthorizedNotice }): SessionThunk {
  return (dispatch, getState) => {
    // The test and app stores are typed with the base api; the tenant endpoints live in the same slice.
    const state = getState() as unknown as TenantApiState;
    const config = tenantApi.endpoints.getSaasConfig.select()(state).data;
    const translations = tenantApi.endpoints.getSaasI18n.select()(state).data;
    dispatch(sessionEnded(payload));
    dispatch(api.util.resetApiState());
    dispatch(
      tenantApi.util.upsertQueryEntries([
        ...(config ? [{ endpointName: 'getSaasConfig' as const, arg: undefined, value: config }] : []),
        ...(translations ? [{ endpointName: 'getSaasI18n' as const, arg: undefined, value: translations }] : []),
      ]),
    );
  };
}

/** A sign-in; a different user still set here (another tab, a missed sign-out) has their session ended first. */
export function startSession(user: SessionUser): SessionThunk {
  return (dispatch, getState) => {
    const current = getState().session.user;
    if (current && current.username !== user.username) dispatch(endSession({ reason: 'SIGNED_OUT' }));
    dispatch(sessionStarted(user));
  };
}

/**
 * Another tab signed out, or in as someone else (the identity library's storage changed under this
 * tab): this tab follows the stored session, so it never shows one user's data to the next.
 */
export function followStoredSession(storedUser: SessionUser | undefined): SessionThunk {
  return (dispatch, getState) => {
    const { restored, user } = getState().session;
    // Before the stored session is read, start-up decides; the same user with fresh tokens changes nothing.
    if (!restored || user?.username === storedUser?.username) return;
    if (storedUser) dispatch(startSession(storedUser));
    else dispatch(endSession({ reason: 'SIGNED_OUT' }));
  };
}
