import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignInResult } from '@bp/data-access-api';
import { aFakeCognitoSession, aSessionState, aSessionUser } from '@bp/data-access-api/testing';
import { renderAuthScreen } from './auth-test-harness';

beforeEach(() => {
  localStorage.clear();
  document.title = '';
});

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

describe('SignInPage', () => {
  it("is the tenant's login page: title, labelled fields, links and no create-account button without a sign-up URL", () => {
    renderAuthScreen();

    expect(document.title).toBe('Acme Devices Buyer Portal | Login');
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Devices Buyer Portal' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toContainElement(email());
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Verify your e-mail address' })).toHaveAttribute('href', '/email-verification');
    expect(screen.getByRole('link', { name: 'Complete your account setup' })).toHaveAttribute('href', '/account-setup');
    expect(screen.queryByRole('link', { name: 'CREATE ACCOUNT' })).not.toBeInTheDocument();
  });

  it("reports empty fields with the spec's texts when submitted with Enter", async () => {
    const user = userEvent.setup();
    const { session } = renderAuthScreen();

    await user.click(email());
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Username cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Username cannot be empty');
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('checks the e-mail format when the field is left', async () => {
    const user = userEvent.setup();
    renderAuthScreen();

    await user.type(email(), 'buyer@demo');
    await user.tab();

    expect(await screen.findByText('invalid email')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs a buyer in with the keyboard alone and sets the session user', async () => {
    const user = userEvent.setup();
    const session = aFakeCognitoSession(null);
    session.signIn.mockResolvedValue({ status: 'SIGNED_IN', user: aSessionUser() });
    const { store } = renderAuthScreen({ session });

    await user.tab();
    expect(email()).toHaveFocus();
    await user.keyboard('buyer@demo.test');
    await user.tab();
    expect(password()).toHaveFocus();
    await user.keyboard('Demo-pass-1{Enter}');

    await waitFor(() => expect(store.getState().session.user).toEqual(aSessionUser()));
    expect(session.signIn).toHaveBeenCalledWith('buyer@demo.test', 'Demo-pass-1');
    expect(localStorage.getItem('bp.fetchBanners')).toBe('true');
  });

  it.each([
    [{ code: 'NotAuthorizedException', message: 'Incorrect username or password.' }, 'Incorrect username or password'],
    [{ code: 'TypeError', message: "Cannot read properties of undefined (reading 'indexOf')" }, 'Account setup needed'],
  ])('shows %j as %s', async (failure, text) => {
    const user = userEvent.setup();
    const session = aFakeCognitoSession(null);
    session.signIn.mockRejectedValue(failure);
    renderAuthScreen({ session });

    await user.type(email(), 'buyer@demo.test');
    await user.type(password(), 'wrong{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows and hides the password with the Show password button', async () => {
    const user = userEvent.setup();
    renderAuthScreen();
    await user.type(password(), 'Demo-pass-1');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(password()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password()).toHaveValue('Demo-pass-1');
  });

  it('marks SIGN IN busy while the sign-in is under way and ignores another click meanwhile', async () => {
    const user = userEvent.setup();
    const session = aFakeCognitoSession(null);
    let answer: (value: SignInResult) => void = () => undefined;
    session.signIn.mockReturnValue(
      new Promise<SignInResult>((resolve) => {
        answer = resolve;
      }),
    );
    const { store } = renderAuthScreen({ session });
    await user.type(email(), 'buyer@demo.test');
    await user.type(password(), 'Demo-pass-1');
    const signInButton = screen.getByRole('button', { name: 'SIGN IN' });

    await user.click(signInButton);
    await waitFor(() => expect(signInButton).toHaveAttribute('aria-busy', 'true'));
    await user.click(signInButton);
    expect(session.signIn).toHaveBeenCalledTimes(1);

    answer({ status: 'SIGNED_IN', user: aSessionUser() });
    await waitFor(() => expect(store.getState().session.user).toEqual(aSessionUser()));
  });

  it('resends the sign-up code to an unconfirmed user and moves to e-mail verification with the address', async () => {
    const user = userEvent.setup();
    const session = aFakeCognitoSession(null);
    session.signIn.mockRejectedValue({ code: 'UserNotConfirmedException', message: 'User is not confirmed.' });
    renderAuthScreen({ session });

    await user.type(email(), 'unconfirmed@demo.test');
    await user.type(password(), 'Demo-pass-1{Enter}');

    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(session.resendSignUpCode).toHaveBeenCalledWith('unconfirmed@demo.test');
    expect(screen.getByLabelText('Email')).toHaveValue('unconfirmed@demo.test');
  });

  it('signs a user of another role out again and names the website to use', async () => {
    const user = userEvent.setup();
    const session = aFakeCognitoSession(null);
    session.signIn.mockResolvedValue({ status: 'SIGNED_IN', user: aSessionUser({ isRoleBuyer: false, requiresAccountSetup: false, isSignedIn: false }) });
    const { store } = renderAuthScreen({ session, branding: { tenantName: 'Acme Devices', tenantSiteUrl: 'https://acme-devices.test' } });

    await user.type(email(), 'seller@demo.test');
    await user.type(password(), 'Demo-pass-1{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('You have logged into wrong website. Kindly login into https://acme-devices.test');
    expect(session.signOut).toHaveBeenCalled();
    expect(store.getState().session.user).toBeNull();
  });

  it("shows 'Session Expired' after the session ended that way", () => {
    renderAuthScreen({ sessionState: aSessionState({ user: null, endReason: 'SESSION_EXPIRED' }) });

    expect(screen.getByRole('alert')).toHaveTextContent('Session Expired');
  });

  it('offers the create-account button when the tenant has a sign-up page', () => {
    renderAuthScreen({ branding: { signupUrl: 'https://acme-devices.test/signup' } });

    expect(screen.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute('href', 'https://acme-devices.test/signup');
  });

  it("shows the stored login-load message once; a 'template' links to the tenant's site", async () => {
    localStorage.setItem('customLoginLoadMessage', JSON.stringify({ type: 'template', message: 'Your password was reset by an administrator. Read more on' }));
    renderAuthScreen({ branding: { tenantName: 'Acme Devices', tenantSiteUrl: 'https://acme-devices.test' } });

    expect(await screen.findByText(/Your password was reset by an administrator/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Devices' })).toHaveAttribute('href', 'https://acme-devices.test');
    expect(localStorage.getItem('customLoginLoadMessage')).toBeNull();
  });
});

describe('forced new password', () => {
  async function reachNewPassword() {
    const user = userEvent.setup();
    const session = aFakeCognitoSession(null);
    session.signIn.mockResolvedValue({ status: 'NEW_PASSWORD_REQUIRED' });
    const rendered = renderAuthScreen({ session });
    await user.type(email(), 'reset@demo.test');
    await user.type(password(), 'Demo-pass-1{Enter}');
    await screen.findByRole('heading', { name: 'Set a new password' });
    return { user, ...rendered };
  }

  it('keeps CHANGE disabled until all five rules hold, and shows them live in the policy popover', async () => {
    const { user } = await reachNewPassword();
    const change = screen.getByRole('button', { name: 'CHANGE' });
    const newPassword = screen.getByLabelText('New password');
    expect(change).toBeDisabled();

    await user.type(newPassword, 'abc');
    const policy = await screen.findByRole('list', { name: 'Password policy' });
    expect(newPassword).toHaveAccessibleDescription(/At least one uppercase letter/);
    expect(within(policy).getAllByRole('img', { name: 'met' })).toHaveLength(1);
    expect(change).toBeDisabled();

    await user.type(newPassword, 'DEF-');
    expect(within(policy).getAllByRole('img', { name: 'met' })).toHaveLength(3);
    expect(within(policy).getAllByRole('img', { name: 'not met' })).toHaveLength(2);
    expect(change).toBeDisabled();

    await user.type(newPassword, '1');
    expect(within(policy).getAllByRole('img', { name: 'met' })).toHaveLength(5);
    expect(change).toBeEnabled();
  });

  it("shows the provider's message when the new password is refused", async () => {
    const { user, session } = await reachNewPassword();
    session.completeNewPassword.mockRejectedValue({ code: 'InvalidPasswordException', message: 'Password has previously been used' });

    await user.type(screen.getByLabelText('New password'), 'Brand-new-1');
    await user.click(screen.getByRole('button', { name: 'CHANGE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Password has previously been used');
  });

  it('signs the user in once the new password is set', async () => {
    const { user, session, store } = await reachNewPassword();

    await user.type(screen.getByLabelText('New password'), 'Brand-new-1{Enter}');

    await waitFor(() => expect(store.getState().session.user).not.toBeNull());
    expect(session.completeNewPassword).toHaveBeenCalledWith('Brand-new-1');
  });
});
