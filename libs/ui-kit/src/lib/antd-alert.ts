// antd's Alert, imported only lazily (on-demand-alert.tsx).
export { Alert } from 'antd';
