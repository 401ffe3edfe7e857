// antd pieces pages show after their first screen, imported only lazily (on-idle-antd.tsx).
export { Modal, Table, Tooltip } from 'antd';
