import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Button, Flex, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePageTitle, useTranslation } from '@bp/ui-kit';
import { ONBOARDING_TEXTS } from './onboarding-texts';
import { onboardingRoutes } from './routes';

/**
 * /account-setup/submitted: the application is with the seller. The page replaces itself with
 * account details, so BACK never returns to a finished setup. Laid out as antd's success Result,
 * without Result (it bundles its three large illustrations, about 10 KB gzip).
 */
export function AccountSetupSubmittedPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const heading = t(ONBOARDING_TEXTS.applicationSubmitted, { defaultValue: ONBOARDING_TEXTS.applicationSubmitted });
  usePageTitle(heading);
  return (
    <Flex vertical align="center" gap="large" style={{ padding: `${token.paddingXL}px ${token.paddingLG}px`, textAlign: 'center' }}>
      <CheckCircleFilled aria-hidden style={{ fontSize: 72, color: token.colorSuccess }} />
      <h1
        style={{
          fontSize: 20,
          margin: 0,
          lineHeight: token.lineHeightHeading3,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
          overflowWrap: 'anywhere',
        }}
      >
        {heading}
      </h1>
      <Button type="primary" onClick={() => void navigate(onboardingRoutes.accountDetails, { replace: true })}>
        {t(ONBOARDING_TEXTS.goToAccountDetails, { defaultValue: ONBOARDING_TEXTS.goToAccountDetails })}
      </Button>
    </Flex>
  );
}
