// Public screens (feature-auth). The sign-in screen starts fetching the signed-in screens while the
// buyer types, so the first signed-in paint does not wait for them.
import { useEffect } from 'react';
import { SignInPage } from '@bp/feature-auth';
import { sessionRoutePaths } from '../route-paths';
import { preloadSignedInScreens } from '../preload';

export { CreateAccountPage, EmailVerificationPage, ResetPasswordPage } from '@bp/feature-auth';

export function SignInScreen() {
  useEffect(() => preloadSignedInScreens(), []);
  return <SignInPage accountSetupPath={sessionRoutePaths.accountSetup} />;
}
