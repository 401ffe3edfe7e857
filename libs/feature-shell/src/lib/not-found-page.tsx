import CompassOutlined from '@ant-design/icons/CompassOutlined';
import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { PageTitle, StatusScreen } from '@bp/ui-kit';
import { useShellText } from './use-shell-text';

/** Any path no route claims; the spec names no screen for it, so it stays minimal. */
export function NotFoundPage() {
  const t = useShellText();
  const { token } = theme.useToken();
  const title = t('Page not found');
  return (
    <StatusScreen
      icon={<CompassOutlined style={{ color: token.colorTextTertiary }} />}
      title={title}
      description={<Link to="/">{t('Go to the home page')}</Link>}
    >
      <PageTitle page={title} />
    </StatusScreen>
  );
}
