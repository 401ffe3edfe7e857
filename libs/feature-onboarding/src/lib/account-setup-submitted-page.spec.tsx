import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountSetupSubmittedPage } from './account-setup-submitted-page';
import { cleanupPages, renderPage } from './page-test-harness';

afterEach(cleanupPages);

describe('account setup submitted page', () => {
  it('says the application is submitted and goes on to account details', async () => {
    const user = userEvent.setup();
    renderPage({
      path: '/account-setup/submitted',
      route: { path: '/account-setup/submitted', element: <AccountSetupSubmittedPage /> },
      probes: { '/account-details': 'Account details probe' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Account Application Submitted for Review' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Account Details' }));
    expect(await screen.findByRole('heading', { name: 'Account details probe' })).toBeInTheDocument();
  });
});
