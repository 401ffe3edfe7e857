import { Badge } from 'antd';

/** How many filters are on, on the Filters button of a narrow screen (antd's Badge). */
export function FilterCountBadge({ count }: { count: number }) {
  return <Badge count={count} size="small" color="blue" />;
}
