// The signed-in shell (feature-shell): its layout with the links into other features, and its own screens.
import { SignedInLayout } from '@bp/feature-shell';
import { shellLinks } from '../route-paths';

export { AccountPage, AuctionsPage, DashboardPage, PreOrdersPage, ReturnsPage } from '@bp/feature-shell';

export function SignedInArea() {
  return <SignedInLayout links={shellLinks} />;
}
