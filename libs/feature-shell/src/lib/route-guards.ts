import type { SessionEndReason, SessionUser } from '@bp/data-access-api';

/** The paths the guards send people to; the app composes them from the feature libraries. */
export interface SessionRoutePaths {
  /** The sign-in screen (spec 03 §2: /). */
  signIn: string;
  /** Where a signed-in buyer lands when there is nowhere to go back to (spec 03 §2: /stock). */
  afterSignIn: string;
  /** Where users without a group go (spec 03 §4: /account-setup). */
  accountSetup: string;
  /** Public routes: never a place to send a signed-in user back to. */
  publicPaths: readonly string[];
  /** The account-setup and document routes of spec 03 §2. */
  documentPaths: readonly string[];
}

/** A place in the app, as the router's location gives it. */
export interface RouteLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

export type GuardDecision = { action: 'render' } | { action: 'redirect'; to: string; rememberFrom: boolean };

const render: GuardDecision = { action: 'render' };
const redirect = (to: string, rememberFrom = false): GuardDecision => ({ action: 'redirect', to, rememberFrom });

function href({ pathname, search = '', hash = '' }: RouteLocation): string {
  return `${pathname}${search}${hash}`;
}

/**
 * Spec 03 §2 Public routes: at the sign-in screen, a signed-in user goes back to the page they came
 * from unless that was public, otherwise to /stock; a user needing account setup goes there.
 */
export function signInRouteDecision(user: SessionUser | null, from: RouteLocation | undefined, paths: SessionRoutePaths): GuardDecision {
  if (user?.requiresAccountSetup) return redirect(paths.accountSetup);
  if (!user?.isSignedIn) return render;
  const cameFromPrivatePage = from !== undefined && !paths.publicPaths.includes(from.pathname);
  return redirect(cameFromPrivatePage ? href(from) : paths.afterSignIn);
}

/**
 * The signed-in shell's routes: signed-out users go to sign-in, which remembers where they were
 * going unless they just signed out or were refused; users without a group go to account setup.
 */
export function privateRouteDecision(user: SessionUser | null, endReason: SessionEndReason | null, paths: SessionRoutePaths): GuardDecision {
  if (user?.requiresAccountSetup) return redirect(paths.accountSetup);
  if (user?.isSignedIn) return render;
  return redirect(paths.signIn, endReason === null || endReason === 'SESSION_EXPIRED');
}

/**
 * Spec 03 §2 Account-setup routes: open to users with account setup pending, or to signed-in users
 * on a path of the document-route list; everyone else goes to sign-in.
 */
export function documentRouteDecision(user: SessionUser | null, endReason: SessionEndReason | null, pathname: string, paths: SessionRoutePaths): GuardDecision {
  if (user?.requiresAccountSetup) return render;
  if (user?.isSignedIn && paths.documentPaths.includes(pathname)) return render;
  return redirect(paths.signIn, !user && (endReason === null || endReason === 'SESSION_EXPIRED'));
}
