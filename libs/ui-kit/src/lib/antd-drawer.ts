// antd's Drawer, imported only lazily (on-demand-drawer.tsx).
export { Drawer } from 'antd';
