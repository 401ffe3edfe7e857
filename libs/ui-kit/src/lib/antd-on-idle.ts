// antd pieces pages show after their first screen, imported only lazily (on-idle-antd.tsx).
export { Popconfirm, Tooltip } from 'antd';
export { Dialog } from './dialog';
