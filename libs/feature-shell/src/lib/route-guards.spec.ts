import { aSessionUser } from '@bp/data-access-api/testing';
import { documentRouteDecision, privateRouteDecision, signInRouteDecision, type SessionRoutePaths } from './route-guards';

const paths: SessionRoutePaths = {
  signIn: '/',
  afterSignIn: '/stock',
  accountSetup: '/account-setup',
  publicPaths: ['/', '/create-account', '/email-verification', '/reset-password'],
  documentPaths: ['/account-setup', '/account-setup/submitted', '/account-details', '/forms/eus'],
};
const buyer = aSessionUser();
const newBuyer = aSessionUser({ isRoleBuyer: false, requiresAccountSetup: true, isSignedIn: false });
const seller = aSessionUser({ isRoleBuyer: false, requiresAccountSetup: false, isSignedIn: false });

describe('signInRouteDecision', () => {
  it('shows the sign-in screen to anyone not signed in as a buyer', () => {
    expect(signInRouteDecision(null, undefined, paths)).toEqual({ action: 'render' });
    expect(signInRouteDecision(seller, undefined, paths)).toEqual({ action: 'render' });
  });

  it('sends a signed-in buyer back to the private page they came from, with its query and hash', () => {
    expect(signInRouteDecision(buyer, { pathname: '/cart', search: '?tab=1', hash: '#warehouse-Miami' }, paths)).toEqual({
      action: 'redirect',
      to: '/cart?tab=1#warehouse-Miami',
      rememberFrom: false,
    });
  });

  it('sends a signed-in buyer to /stock when they came from nowhere or from a public page', () => {
    expect(signInRouteDecision(buyer, undefined, paths)).toMatchObject({ to: '/stock' });
    expect(signInRouteDecision(buyer, { pathname: '/reset-password' }, paths)).toMatchObject({ to: '/stock' });
  });

  it('sends a user without a group to account setup', () => {
    expect(signInRouteDecision(newBuyer, { pathname: '/cart' }, paths)).toMatchObject({ to: '/account-setup' });
  });
});

describe('privateRouteDecision', () => {
  it('lets a signed-in buyer in', () => {
    expect(privateRouteDecision(buyer, null, paths)).toEqual({ action: 'render' });
  });

  it('sends a signed-out visitor to sign-in and remembers where they were going', () => {
    expect(privateRouteDecision(null, null, paths)).toEqual({ action: 'redirect', to: '/', rememberFrom: true });
    expect(privateRouteDecision(null, 'SESSION_EXPIRED', paths)).toEqual({ action: 'redirect', to: '/', rememberFrom: true });
  });

  it('does not remember the page after a logout or a refusal', () => {
    expect(privateRouteDecision(null, 'SIGNED_OUT', paths)).toMatchObject({ rememberFrom: false });
    expect(privateRouteDecision(null, 'UNAUTHORIZED', paths)).toMatchObject({ rememberFrom: false });
    expect(privateRouteDecision(seller, null, paths)).toMatchObject({ to: '/' });
  });

  it('sends a user without a group to account setup', () => {
    expect(privateRouteDecision(newBuyer, null, paths)).toEqual({ action: 'redirect', to: '/account-setup', rememberFrom: false });
  });
});

describe('documentRouteDecision', () => {
  it('opens every document route while account setup is pending', () => {
    expect(documentRouteDecision(newBuyer, null, '/forms/eus', paths)).toEqual({ action: 'render' });
  });

  it('opens listed document routes to signed-in buyers only', () => {
    expect(documentRouteDecision(buyer, null, '/account-details', paths)).toEqual({ action: 'render' });
    expect(documentRouteDecision(buyer, null, '/forms/unknown', paths)).toMatchObject({ action: 'redirect', to: '/' });
  });

  it('sends everyone else to sign-in', () => {
    expect(documentRouteDecision(null, null, '/account-details', paths)).toEqual({ action: 'redirect', to: '/', rememberFrom: true });
    expect(documentRouteDecision(seller, null, '/account-details', paths)).toEqual({ action: 'redirect', to: '/', rememberFrom: false });
  });
});
