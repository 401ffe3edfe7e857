import type { SideMenu } from '@bp/api-contract';
import { visibleSideMenuItems } from './side-menu-items';

const everything: SideMenu = { StockList: true, Cart: true, Auctions: true, PreOrders: true, Orders: true, Returns: true };
const allAuthorities = [
  'CAN_BUY_ONLINE',
  'CAN_SET_STOCKLIST_ALERT',
  'CAN_SUBSCRIBE_DAILY_REPORT',
  'VIEW_ORDER',
  'UPDATE_ORDER',
  'VIEW_RETURNS',
  'VIEW_AUCTION_SUMMARY',
];

describe('visibleSideMenuItems', () => {
  it('shows every item to a buyer with every authority when the tenant shows everything', () => {
    expect(visibleSideMenuItems(everything, allAuthorities)).toEqual(['Home', 'StockList', 'Cart', 'Auctions', 'PreOrders', 'Orders', 'Returns', 'Alert']);
  });

  it('shows the default menu (Home and StockList) without a display setting', () => {
    expect(visibleSideMenuItems(undefined, allAuthorities)).toEqual(['Home', 'StockList', 'Alert']);
    expect(visibleSideMenuItems(undefined, [])).toEqual(['Home', 'StockList']);
  });

  it('shows only the default items to a buyer without authorities, whatever the tenant shows', () => {
    expect(visibleSideMenuItems(everything, [])).toEqual(['Home', 'StockList', 'PreOrders']);
  });

  it.each([
    ['VIEW_AUCTION_SUMMARY', 'Auctions'],
    ['VIEW_ORDER', 'Orders'],
    ['UPDATE_ORDER', 'Orders'],
    ['VIEW_RETURNS', 'Returns'],
    ['CAN_BUY_ONLINE', 'Cart'],
    ['CAN_SET_STOCKLIST_ALERT', 'Alert'],
  ])('%s shows %s', (authority, item) => {
    expect(visibleSideMenuItems({ ...everything, PreOrders: false }, [authority])).toEqual(['Home', 'StockList', item]);
  });

  it('lets the display setting hide what an authority grants', () => {
    const acme: SideMenu = { StockList: true, Cart: true, Orders: true, Returns: true, Auctions: false, PreOrders: false };
    expect(visibleSideMenuItems(acme, allAuthorities)).toEqual(['Home', 'StockList', 'Cart', 'Orders', 'Returns', 'Alert']);
    expect(visibleSideMenuItems({ ...everything, StockList: false }, allAuthorities)).toEqual(['Home', 'Cart', 'Auctions', 'PreOrders', 'Orders', 'Returns']);
  });
});
