/** Public routes this feature owns (spec 03 §2 Public routes); `/` is the sign-in screen. */
export const authRoutes = {
  signIn: '/',
  createAccount: '/create-account',
  emailVerification: '/email-verification',
  resetPassword: '/reset-password',
} as const;
