import { anIdToken } from '../../testing';
import { decodeIdToken } from './id-token';
import { sessionUserFromClaims, isOtherRole } from './session-user';

describe('decodeIdToken', () => {
  it('reads the Cognito claims the portal needs', () => {
    const token = anIdToken({
      'cognito:username': 'u-42',
      email: 'bailey@demo.test',
      'cognito:groups': ['Buyer'],
      given_name: 'Bailey',
      family_name: 'Buyer',
      exp: 2_000_000_000,
    });

    expect(decodeIdToken(token)).toEqual({
      username: 'u-42',
      email: 'bailey@demo.test',
      groups: ['Buyer'],
      givenName: 'Bailey',
      familyName: 'Buyer',
      expiresAt: 2_000_000_000,
    });
  });

  it('reads non-ASCII names and treats a missing groups claim as no group', () => {
    const claims = decodeIdToken(anIdToken({ given_name: 'Zoë', 'cognito:groups': undefined }));

    expect(claims?.givenName).toBe('Zoë');
    expect(claims?.groups).toEqual([]);
  });

  it.each(['', 'not-a-jwt', 'a.%%%.c', `x.${btoa('{"exp":"soon"}')}.y`, `x.${btoa('[1,2]')}.y`])('rejects %j', (token) => {
    expect(decodeIdToken(token)).toBeUndefined();
  });
});

describe('sessionUserFromClaims', () => {
  const claims = (groups: string[]) => decodeIdToken(anIdToken({ 'cognito:groups': groups })) ?? raise();
  function raise(): never {
    throw new Error('test token did not decode');
  }

  it('signs in a Buyer', () => {
    expect(sessionUserFromClaims(claims(['Buyer']))).toMatchObject({ isRoleBuyer: true, requiresAccountSetup: false, isSignedIn: true });
  });

  it('sends a user without any group to account setup, not signed in', () => {
    const user = sessionUserFromClaims(claims([]));
    expect(user).toMatchObject({ isRoleBuyer: false, requiresAccountSetup: true, isSignedIn: false });
    expect(isOtherRole(user)).toBe(false);
  });

  it('recognises a user of another role (wrong website)', () => {
    const user = sessionUserFromClaims(claims(['Seller']));
    expect(user).toMatchObject({ isRoleBuyer: false, requiresAccountSetup: false, isSignedIn: false });
    expect(isOtherRole(user)).toBe(true);
  });
});
