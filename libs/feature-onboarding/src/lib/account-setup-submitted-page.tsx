import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePageTitle, useTranslation } from '@bp/ui-kit';
import { ONBOARDING_TEXTS } from './onboarding-texts';
import { onboardingRoutes } from './routes';

/**
 * /account-setup/submitted: the application is with the seller. The page replaces itself with
 * account details, so BACK never returns to a finished setup.
 */
export function AccountSetupSubmittedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = t(ONBOARDING_TEXTS.applicationSubmitted, { defaultValue: ONBOARDING_TEXTS.applicationSubmitted });
  usePageTitle(heading);
  return (
    <Flex justify="center">
      <Result
        status="success"
        title={<h1 style={{ fontSize: 20, margin: 0 }}>{heading}</h1>}
        extra={
          <Button type="primary" onClick={() => void navigate(onboardingRoutes.accountDetails, { replace: true })}>
            {t(ONBOARDING_TEXTS.goToAccountDetails, { defaultValue: ONBOARDING_TEXTS.goToAccountDetails })}
          </Button>
        }
      />
    </Flex>
  );
}
