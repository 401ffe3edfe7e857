import { PlaceholderPage, useTranslation } from '@bp/ui-kit';

/** The cart issue builds this screen; until then it shows its title (spec 01 §2: document title site title plus Cart). */
export function CartPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('Cart and Offers', { defaultValue: 'Cart and Offers' })} pageTitle={t('Cart', { defaultValue: 'Cart' })} />;
}
