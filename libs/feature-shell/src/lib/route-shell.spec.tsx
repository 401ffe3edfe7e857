import { act, render, screen } from '@testing-library/react';
import { FeedbackProvider } from '@bp/ui-kit';
import { createMemoryHistory, HistoryRoutes } from '@bp/util-navigation';
import { NotFoundPage } from './not-found-page';
import { RouteShell } from './route-shell';

function BrokenPage(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'groups')");
}

function renderRoutes(initialPath: string) {
  const history = createMemoryHistory({ initialEntries: [initialPath] });
  const routes = [
    {
      path: '/',
      element: <RouteShell />,
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'broken', element: <BrokenPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
  render(
    <FeedbackProvider>
      <HistoryRoutes history={history} routes={routes} />
    </FeedbackProvider>,
  );
  return history;
}

describe('RouteShell', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; the test is about what the buyer sees.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the error screen with the spec defaults for a render error and clears it when the URL changes', async () => {
    const history = renderRoutes('/broken');

    // The error screen (antd) downloads when it shows.
    expect(await screen.findByRole('heading', { name: 'Sorry, we ran into an issue' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Error code 418' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Trace ID --' })).toBeInTheDocument();

    act(() => history.push('/'));

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sorry, we ran into an issue' })).not.toBeInTheDocument();
  });

  it('scrolls to top on a route change without a query string only', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const history = renderRoutes('/');
    scrollTo.mockClear();

    act(() => history.push('/somewhere'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    act(() => history.push('/somewhere?tab=1'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows a page-not-found screen with a way home for unknown paths', () => {
    renderRoutes('/no-such-page');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
