import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aFakeCognitoSession, installFetchStub, jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { renderAuthScreen } from './auth-test-harness';

let fetchStub: InstalledFetchStub | undefined;
afterEach(() => fetchStub?.restore());

function stubResetStart(userStatus: 'CONFIRMED' | 'UNCONFIRMED') {
  fetchStub = installFetchStub({ 'POST /px-api-gateway/saas-login/reset-password': () => jsonResponse({ userStatus }) });
  return fetchStub;
}

async function sendCode(email = 'limited@demo.test') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), `${email}{Enter}`);
  await screen.findByLabelText('Verification code');
  return user;
}

describe('ResetPasswordPage', () => {
  it('checks the e-mail on blur, then sends the code through saas-login/reset-password', async () => {
    const user = userEvent.setup();
    const stub = stubResetStart('CONFIRMED');
    renderAuthScreen({ path: '/reset-password' });
    expect(document.title).toBe('Acme Devices Buyer Portal | Reset Password');

    await user.type(screen.getByLabelText('Email'), 'limited@');
    await user.tab();
    expect(await screen.findByText('invalid email')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'demo.test');
    await user.click(screen.getByRole('button', { name: 'SEND CODE' }));

    expect(await screen.findByText('We sent a verification code to limited@demo.test.')).toBeInTheDocument();
    expect(await stub.requests[0].json()).toEqual({ userName: 'limited@demo.test' });
    expect(stub.requests[0].headers.has('authorization')).toBe(false);
  });

  it('moves an unconfirmed account to e-mail verification, saying it came from reset password', async () => {
    stubResetStart('UNCONFIRMED');
    renderAuthScreen({ path: '/reset-password' });

    await userEvent.setup().type(screen.getByLabelText('Email'), 'unconfirmed@demo.test{Enter}');

    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('unconfirmed@demo.test');
  });

  it('keeps SUBMIT disabled until the new password meets the live checklist, and wants a numeric code', async () => {
    stubResetStart('CONFIRMED');
    renderAuthScreen({ path: '/reset-password' });
    const user = await sendCode();
    const submit = screen.getByRole('button', { name: 'SUBMIT' });

    await user.type(screen.getByLabelText('Verification code'), '12ab');
    await user.tab();
    expect(await screen.findByText('Invalid number')).toBeInTheDocument();

    expect(screen.getByRole('list', { name: 'Password policy' })).toBeVisible();
    await user.type(screen.getByLabelText('New password'), 'short');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('New password'), 'Pass-1');
    expect(submit).toBeEnabled();
    expect(screen.getAllByRole('img', { name: 'met' })).toHaveLength(5);
  });

  it.each(['CodeMismatchException', 'ExpiredCodeException'])('clears the code, explains and refocuses it on %s', async (code) => {
    stubResetStart('CONFIRMED');
    const session = aFakeCognitoSession(null);
    session.confirmPassword.mockRejectedValue({ code, message: 'Invalid verification code provided, please try again.' });
    renderAuthScreen({ path: '/reset-password', session });
    const user = await sendCode();

    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-1');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    const codeField = screen.getByLabelText('Verification code');
    await waitFor(() => expect(codeField).toHaveValue(''));
    expect(await screen.findByText('Verification Code Invalid - please use the most recent code you have received')).toBeInTheDocument();
    expect(codeField).toHaveFocus();
    expect(codeField).toHaveAccessibleDescription('Verification Code Invalid - please use the most recent code you have received');
    expect(session.confirmPassword).toHaveBeenCalledWith('limited@demo.test', '111111', 'Brand-new-1');
  });

  it('shows other provider errors with their message', async () => {
    stubResetStart('CONFIRMED');
    const session = aFakeCognitoSession(null);
    session.confirmPassword.mockRejectedValue({ code: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' });
    renderAuthScreen({ path: '/reset-password', session });
    const user = await sendCode();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-1{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Attempt limit exceeded, please try after some time.');
  });

  it("returns to sign-in with 'Your New password is set successfully'", async () => {
    stubResetStart('CONFIRMED');
    renderAuthScreen({ path: '/reset-password' });
    const user = await sendCode();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-1{Enter}');

    expect(await screen.findByText('Your New password is set successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Acme Devices Buyer Portal' })).toBeInTheDocument();
  });

  it('goes back to sign-in', async () => {
    renderAuthScreen({ path: '/reset-password?resetPswdFromEmail=true' });

    await userEvent.setup().click(screen.getByRole('link', { name: 'BACK TO SIGN IN' }));

    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });
});
