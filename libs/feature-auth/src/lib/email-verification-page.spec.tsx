import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aFakeCognitoSession } from '@bp/data-access-api/testing';
import { renderAuthScreen } from './auth-test-harness';

describe('EmailVerificationPage', () => {
  it('confirms the account with the mailed code, then asks the buyer to sign in', async () => {
    const user = userEvent.setup();
    const session = aFakeCognitoSession(null);
    renderAuthScreen({ path: '/email-verification', state: { email: 'unconfirmed@demo.test' }, session });
    expect(document.title).toBe('Acme Devices Buyer Portal | Email Verification');

    await user.type(screen.getByLabelText('Verification code'), '482913{Enter}');

    expect(await screen.findByText('Your e-mail address is verified. Please sign in.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(session.confirmRegistration).toHaveBeenCalledWith('unconfirmed@demo.test', '482913');
  });

  it('continues to reset password when the verification interrupted it', async () => {
    const user = userEvent.setup();
    renderAuthScreen({ path: '/email-verification', state: { email: 'unconfirmed@demo.test', fromResetPassword: true } });

    await user.type(screen.getByLabelText('Verification code'), '482913{Enter}');

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('unconfirmed@demo.test');
  });

  it('treats a wrong code like reset password does', async () => {
    const user = userEvent.setup();
    const session = aFakeCognitoSession(null);
    session.confirmRegistration.mockRejectedValue({ code: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' });
    renderAuthScreen({ path: '/email-verification', state: { email: 'unconfirmed@demo.test' }, session });

    await user.type(screen.getByLabelText('Verification code'), '000000{Enter}');

    expect(await screen.findByText('Verification Code Invalid - please use the most recent code you have received')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
  });

  it('resends the code to a valid address only', async () => {
    const user = userEvent.setup();
    const session = aFakeCognitoSession(null);
    renderAuthScreen({ path: '/email-verification', session });

    await user.click(screen.getByRole('button', { name: 'RESEND CODE' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(session.resendSignUpCode).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'unconfirmed@demo.test');
    await user.click(screen.getByRole('button', { name: 'RESEND CODE' }));

    expect(await screen.findByText('A new code is on its way to unconfirmed@demo.test.')).toBeInTheDocument();
    expect(session.resendSignUpCode).toHaveBeenCalledWith('unconfirmed@demo.test');
  });
});

describe('CreateAccountPage', () => {
  it("links to the tenant's sign-up page when it has one", () => {
    renderAuthScreen({ path: '/create-account', branding: { signupUrl: 'https://acme-devices.test/signup' } });

    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute('href', 'https://acme-devices.test/signup');
  });

  it('says whom to write to otherwise', () => {
    renderAuthScreen({ path: '/create-account', branding: { tenantName: 'Acme Devices', clientSupportEmail: 'support@acme.test' } });

    expect(screen.getByText(/Accounts with Acme Devices are opened by its team/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@acme.test' })).toHaveAttribute('href', 'mailto:support@acme.test');
  });
});
