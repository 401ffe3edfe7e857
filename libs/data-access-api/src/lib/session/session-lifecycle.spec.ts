import { aFakeCognitoSession, aSessionState, aSessionUser, setupApiStore } from '../../testing';
import { readUnauthorizedNotice } from './session-cache';
import { createSessionLifecycle } from './session-lifecycle';
import { sessionRestored } from './session-slice';

beforeEach(() => localStorage.clear());

describe('session lifecycle', () => {
  it('starts a buyer session with the banner-fetch flag, but not for a user who needs account setup', () => {
    const store = setupApiStore();
    const lifecycle = createSessionLifecycle(aFakeCognitoSession(), store.dispatch);

    lifecycle.start(aSessionUser({ username: 'new', isRoleBuyer: false, requiresAccountSetup: true, isSignedIn: false }));
    expect(localStorage.getItem('bp.fetchBanners')).toBeNull();

    lifecycle.start(aSessionUser());
    expect(localStorage.getItem('bp.fetchBanners')).toBe('true');
    expect(store.getState().session).toMatchObject({ user: aSessionUser(), endReason: null, unauthorizedNotice: null });
  });

  it('expires a session: local tokens and cached user data gone, reason SESSION_EXPIRED', () => {
    const store = setupApiStore({ session: aSessionState() });
    const session = aFakeCognitoSession();
    localStorage.setItem('bp.authorities', '{"username":"user-1","value":[]}');
    localStorage.setItem('bp.config', '{}');

    createSessionLifecycle(session, store.dispatch).expire();

    expect(session.clearLocalSession).toHaveBeenCalled();
    expect(localStorage.getItem('bp.authorities')).toBeNull();
    expect(localStorage.getItem('bp.config')).toBe('{}');
    expect(store.getState().session).toMatchObject({ user: null, endReason: 'SESSION_EXPIRED' });
  });

  it('keeps the reason an expired session ended when the stored session is read again and none is found (a remount)', () => {
    const store = setupApiStore({ session: aSessionState() });
    createSessionLifecycle(aFakeCognitoSession(), store.dispatch).expire();

    store.dispatch(sessionRestored({ user: null }));
    expect(store.getState().session).toMatchObject({ user: null, endReason: 'SESSION_EXPIRED' });

    store.dispatch(sessionRestored({ user: aSessionUser() }));
    expect(store.getState().session).toMatchObject({ user: aSessionUser(), endReason: null });
  });

  it("signs an unauthorized user out and keeps the notice under 'pxUnauthorizedUserMsg'", async () => {
    const store = setupApiStore({ session: aSessionState() });
    const session = aFakeCognitoSession();

    await createSessionLifecycle(session, store.dispatch).rejectUnauthorized(
      { messageCode: 'UNAUTHORIZED_USER', message: 'Only buyers may use this portal' },
      'rep@acme.test',
    );

    const notice = { messageCode: 'UNAUTHORIZED_USER', message: 'Only buyers may use this portal', salesRepEmail: 'rep@acme.test' };
    expect(session.signOut).toHaveBeenCalled();
    expect(readUnauthorizedNotice()).toEqual(notice);
    expect(JSON.parse(localStorage.getItem('pxUnauthorizedUserMsg') ?? 'null')).toEqual(notice);
    expect(store.getState().session).toEqual({ restored: true, user: null, endReason: 'UNAUTHORIZED', unauthorizedNotice: notice });
  });
});
