// The signed-in shell (feature-shell): its layout with the links into other features, and its own screens.
import { SignedInLayout } from '@bp/feature-shell';
import { AntdTheme } from '@bp/ui-kit';
import { shellLinks } from '../route-paths';

export { AccountPage, AuctionsPage, DashboardPage, PreOrdersPage } from '@bp/feature-shell';

/** The shell around every signed-in page, inside antd's ConfigProvider with the tenant's theme (the startup gate has none). */
export function SignedInArea() {
  return (
    <AntdTheme>
      <SignedInLayout links={shellLinks} />
    </AntdTheme>
  );
}
