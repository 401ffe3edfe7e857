import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { CognitoSessionProvider, type SessionState } from '@bp/data-access-api';
import { aFakeCognitoSession, setupApiStore, type FakeCognitoSession } from '@bp/data-access-api/testing';
import { BrandingProvider, FeedbackProvider, type Branding } from '@bp/ui-kit';
import { buildBranding } from '@bp/ui-kit/testing';
import { createMemoryHistory, HistoryRoutes } from '@bp/util-navigation';
import { CreateAccountPage } from './create-account-page';
import { EmailVerificationPage } from './email-verification-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';

// Renders the public screens with the identity provider replaced by a stand-in (the module
// boundary of the session service); the spec files of this library share it.

/** Stands in for a screen of another feature: shows where the buyer arrived and with what state. */
function Arrived() {
  const { pathname, state } = useLocation();
  return (
    <main>
      <h1>Arrived at {pathname}</h1>
      <output aria-label="navigation state">{JSON.stringify(state)}</output>
    </main>
  );
}

export interface RenderAuthOptions {
  path?: string;
  state?: unknown;
  session?: FakeCognitoSession;
  branding?: Partial<Branding>;
  sessionState?: SessionState;
}

export function renderAuthScreen({ path = '/', state, session = aFakeCognitoSession(null), branding, sessionState }: RenderAuthOptions = {}) {
  const store = setupApiStore(sessionState ? { session: sessionState } : {});
  const history = createMemoryHistory({
    initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }],
  });
  const routes = [
    { path: '/', element: <SignInPage accountSetupPath="/account-setup" /> },
    { path: '/reset-password', element: <ResetPasswordPage /> },
    { path: '/email-verification', element: <EmailVerificationPage /> },
    { path: '/create-account', element: <CreateAccountPage /> },
    { path: '*', element: <Arrived /> },
  ];
  const ui: ReactElement = (
    <Provider store={store}>
      <FeedbackProvider>
        <BrandingProvider branding={buildBranding(branding)}>
          <CognitoSessionProvider session={session}>
            <HistoryRoutes history={history} routes={routes} />
          </CognitoSessionProvider>
        </BrandingProvider>
      </FeedbackProvider>
    </Provider>
  );
  return { ...render(ui), store, history, session };
}
