import { StatusLabel, useChipStyles, type StatusDisplay } from './status-label';

/**
 * A status code as the tenant's chip (order settings' statuses: label and colorClass, spec 03 §3),
 * for the order page's two chips: the same span in antd Tag's look as the orders list's chips
 * (antd's Tag would add about 4.5 KB gzip of code and styles to the order page).
 * colorClass names antd's preset tag colours (success, processing, warning, error, default); a
 * code the settings do not know shows as itself. The text is the body colour: antd's status
 * colours on their own light backgrounds are below WCAG AA (warning 1.8:1, success 2.4:1); the
 * background and border still carry the status colour.
 */
export function StatusChip({ code, statuses }: { code: string; statuses: Record<string, StatusDisplay> | undefined }) {
  const styleOf = useChipStyles();
  return <StatusLabel code={code} statuses={statuses} styleOf={styleOf} />;
}
