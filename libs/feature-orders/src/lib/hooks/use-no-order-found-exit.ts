import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '@bp/ui-kit';
import { useOrdersText } from '../orders-texts';
import { ordersRoutes } from '../routes';

/**
 * Spec 03 §8: once `missing` is true, says 'No order found of this id: {path}' (or `reason`, the
 * server's own message of an incomplete order) and goes to /orders (replacing the page in the
 * history). The order page and the release confirmation both use it.
 */
export function useNoOrderFoundExit(missing: boolean, orderNumber: string, reason: string | null = null): void {
  const t = useOrdersText();
  const navigate = useNavigate();
  const { message } = useFeedback();
  useEffect(() => {
    if (!missing) return;
    void message.error(reason ?? t('noOrderFound', { path: orderNumber }));
    navigate(ordersRoutes.orders, { replace: true });
  }, [missing, message, navigate, orderNumber, reason, t]);
}
