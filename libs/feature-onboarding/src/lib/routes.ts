/** Routes this feature owns (spec 03 §2 account-setup routes, account and document screens). */
export const onboardingRoutes = {
  accountSetup: '/account-setup',
  accountSetupSubmitted: '/account-setup/submitted',
  accountDetails: '/account-details',
  eus: '/forms/eus',
  eusV1: '/forms/eus/v1',
  eusAddendumV1: '/forms/eus-addendum/v1',
  internationalShipping: '/forms/international-shipping',
  internationalShippingV2: '/forms/international-shipping/v2',
} as const;
