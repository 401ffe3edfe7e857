import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { selectSession, useSessionLifecycle } from '@bp/data-access-api';
import { LoadingScreen } from '@bp/ui-kit';
import {
  documentRouteDecision,
  privateRouteDecision,
  signInRouteDecision,
  type GuardDecision,
  type RouteLocation,
  type SessionRoutePaths,
} from './route-guards';
import { useShellText } from './use-shell-text';

/** Navigation state that remembers where a signed-out visitor was going. */
export interface FromState {
  from: RouteLocation;
}

function fromOf(state: unknown): RouteLocation | undefined {
  const from = typeof state === 'object' && state !== null ? (state as Partial<FromState>).from : undefined;
  return typeof from?.pathname === 'string' ? from : undefined;
}

function Decision({ decision, children }: { decision: GuardDecision; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  if (decision.action === 'render') return children;
  const state: FromState | undefined = decision.rememberFrom ? { from: { pathname, search, hash } } : undefined;
  return <Navigate to={decision.to} replace state={state} />;
}

/** The sign-in route (/): signed-in users go back where they came from, or on to /stock. */
export function SignInRoute({ paths, children }: { paths: SessionRoutePaths; children: ReactNode }) {
  const { user } = useSelector(selectSession);
  const { state } = useLocation();
  return <Decision decision={signInRouteDecision(user, fromOf(state), paths)}>{children}</Decision>;
}

/** Layout route of the signed-in shell's screens. */
export function RequireSignedIn({ paths }: { paths: SessionRoutePaths }) {
  const { user, endReason } = useSelector(selectSession);
  return (
    <Decision decision={privateRouteDecision(user, endReason, paths)}>
      <Outlet />
    </Decision>
  );
}

/** Layout route of the account-setup and document screens (spec 03 §2). */
export function RequireDocumentAccess({ paths }: { paths: SessionRoutePaths }) {
  const { user, endReason } = useSelector(selectSession);
  const { pathname } = useLocation();
  return (
    <Decision decision={documentRouteDecision(user, endReason, pathname, paths)}>
      <Outlet />
    </Decision>
  );
}

/** Spec 01 §4: the query flag force-logout=true signs the user out and goes to /. */
export const FORCE_LOGOUT_PARAM = 'force-logout';

/** Layout route around every page: handles ?force-logout=true before any page renders. */
export function ForceLogout({ signInPath }: { signInPath: string }) {
  const t = useShellText();
  const [searchParams] = useSearchParams();
  const forced = searchParams.get(FORCE_LOGOUT_PARAM) === 'true';
  const lifecycle = useSessionLifecycle();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (!forced || started.current) return;
    started.current = true;
    void lifecycle.signOut().finally(() => {
      started.current = false;
      void navigate(signInPath, { replace: true });
    });
  }, [forced, lifecycle, navigate, signInPath]);
  return forced ? <LoadingScreen label={t('Loading...')} /> : <Outlet />;
}
