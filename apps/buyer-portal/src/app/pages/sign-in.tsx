// The sign-in screen (feature-auth), alone in its module so the first page carries none of the
// other public screens. It starts fetching the signed-in screens and the other public screens while
// the buyer types, so neither a successful sign-in nor a click on a link waits for a download.
import { useEffect } from 'react';
import { SignInPage } from '@bp/feature-auth';
import { sessionRoutePaths } from '../route-paths';
import { preloadSignInNextScreens } from '../preload';

export function SignInScreen() {
  useEffect(() => preloadSignInNextScreens(), []);
  return <SignInPage accountSetupPath={sessionRoutePaths.accountSetup} />;
}
