import { createBrowserHistory, createMemoryHistory, type HistoryUpdate } from './guarded-history';

describe('createMemoryHistory', () => {
  it('pushes, replaces and goes back, telling its listener each time', () => {
    const history = createMemoryHistory({ initialEntries: ['/stock?page=2'] });
    const heard: HistoryUpdate[] = [];
    history.listen((update) => heard.push(update));
    expect(history.location).toMatchObject({ pathname: '/stock', search: '?page=2' });

    history.push('/cart', { from: 'stock' });
    history.replace({ pathname: '/cart', search: '?seller=1' });
    history.go(-1);

    expect(heard.map(({ action, location }) => `${action} ${location.pathname}${location.search}`)).toEqual([
      'PUSH /cart',
      'REPLACE /cart?seller=1',
      'POP /stock?page=2',
    ]);
    expect(heard[0].location.state).toEqual({ from: 'stock' });
    history.go(1);
    expect(history.location.search).toBe('?seller=1');
    history.push({ search: '?seller=2' });
    expect(history.location).toMatchObject({ pathname: '/cart', search: '?seller=2', hash: '' });
  });

  it('drops the entries ahead of a push', () => {
    const history = createMemoryHistory({ initialEntries: ['/a', '/b', '/c'], initialIndex: 0 });
    history.listen(() => undefined);
    history.push('/d');
    history.go(1);
    expect(history.location.pathname).toBe('/d');
    history.go(-1);
    expect(history.location.pathname).toBe('/a');
  });

  it('stays when a guard refuses a push, a replace or a step back, and moves once the guard is gone', () => {
    const history = createMemoryHistory({ initialEntries: ['/orders', '/orders/100001'] });
    const heard: string[] = [];
    history.listen(({ location }) => heard.push(location.pathname));
    const asked: string[] = [];
    const removeGuard = history.guard((current, next) => {
      asked.push(`${current.pathname} -> ${next.pathname}`);
      return false;
    });

    history.push('/cart');
    history.replace('/stock');
    history.go(-1);

    expect(asked).toEqual(['/orders/100001 -> /cart', '/orders/100001 -> /stock', '/orders/100001 -> /orders']);
    expect(heard).toEqual([]);
    expect(history.location.pathname).toBe('/orders/100001');

    removeGuard();
    history.go(-1);
    expect(history.location.pathname).toBe('/orders');
    history.go(1);
    expect(history.location.pathname).toBe('/orders/100001');
  });

  it('moves when every guard agrees', () => {
    const history = createMemoryHistory({ initialEntries: ['/orders/100001'] });
    history.listen(() => undefined);
    history.guard(() => true);
    history.guard((_current, next) => next.pathname !== '/cart');
    history.push('/cart');
    expect(history.location.pathname).toBe('/orders/100001');
    history.push('/orders');
    expect(history.location.pathname).toBe('/orders');
  });
});

describe('createBrowserHistory', () => {
  const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

  beforeEach(() => window.history.replaceState(null, '', '/orders/100001'));

  it("writes the browser's URL and state, numbering each entry", () => {
    const history = createBrowserHistory();
    history.listen(() => undefined);
    history.push('/orders?search=1000', { from: 'order' });
    expect(window.location.pathname + window.location.search).toBe('/orders?search=1000');
    expect(window.history.state).toMatchObject({ usr: { from: 'order' }, idx: 1 });
    expect(history.location).toMatchObject({ pathname: '/orders', search: '?search=1000', state: { from: 'order' } });
    expect(history.createHref({ pathname: '/cart', search: '?a=1' })).toBe('/cart?a=1');
    expect(history.encodeLocation?.('/stock alerts')).toEqual({ pathname: '/stock%20alerts', search: '', hash: '' });
  });

  it('undoes a back button the guard refuses, and follows one it allows', async () => {
    const history = createBrowserHistory();
    const heard: string[] = [];
    history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
    history.push('/orders/100002');
    let allow = false;
    history.guard(() => allow);

    window.history.back();
    await popped(); // the back button
    await popped(); // its undoing
    expect(window.location.pathname).toBe('/orders/100002');
    expect(history.location.pathname).toBe('/orders/100002');

    allow = true;
    window.history.back();
    await popped();
    expect(history.location.pathname).toBe('/orders/100001');
    expect(heard).toEqual(['PUSH /orders/100002', 'POP /orders/100001']);
  });
});
