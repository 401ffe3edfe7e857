import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useParams } from 'react-router-dom';
import { createMemoryHistory } from './guarded-history';
import { HistoryRoutes, useLeaveGuard } from './history-routes';

function OrderPage({ unsaved }: { unsaved: number }) {
  const { orderNumber } = useParams();
  useLeaveGuard((current, next) => unsaved === 0 || current.pathname === next.pathname || window.confirm(`Leave ${unsaved} changes?`));
  return (
    <>
      <h1>Order {orderNumber}</h1>
      <Link to="/orders">Back to Orders</Link>
      <Link to="?page=2">Next page</Link>
    </>
  );
}

function renderAt(path: string, unsaved: number) {
  const history = createMemoryHistory({ initialEntries: ['/orders', path] });
  const routes = [
    {
      path: '/',
      element: <Outlet />,
      children: [
        { path: 'orders', element: <h1>Orders</h1> },
        { path: 'orders/:orderNumber', element: <OrderPage unsaved={unsaved} /> },
      ],
    },
  ];
  render(<HistoryRoutes history={history} routes={routes} />);
  return history;
}

afterEach(() => jest.restoreAllMocks());

describe('HistoryRoutes', () => {
  it('renders the route of the location and follows links', async () => {
    const history = renderAt('/orders/100001', 0);
    expect(screen.getByRole('heading', { name: 'Order 100001' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(history.action).toBe('PUSH');
  });
});

describe('useLeaveGuard', () => {
  it('keeps the page when the buyer says no, and leaves when they say yes', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const history = renderAt('/orders/100001', 2);

    await userEvent.click(screen.getByRole('link', { name: 'Back to Orders' }));
    expect(confirm).toHaveBeenCalledWith('Leave 2 changes?');
    expect(history.location.pathname).toBe('/orders/100001');
    expect(screen.getByRole('heading', { name: 'Order 100001' })).toBeInTheDocument();

    act(() => history.go(-1));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(history.location.pathname).toBe('/orders/100001');

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Orders' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('does not ask for a move within the page, nor after the page is gone', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const history = renderAt('/orders/100001', 1);
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(history.location.search).toBe('?page=2');
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Back to Orders' }));
    await screen.findByRole('heading', { name: 'Orders' });
    expect(confirm).toHaveBeenCalledTimes(1);
    act(() => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'Order 100001' })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
