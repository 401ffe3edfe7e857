import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FeedbackProvider } from '@bp/ui-kit';
import { NotFoundPage } from './not-found-page';
import { RouteErrorScreen, RouteShell } from './route-shell';

function BrokenPage(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'groups')");
}

function renderRoutes(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RouteShell />,
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'broken', element: <BrokenPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return router;
}

describe('RouteShell', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; the test is about what the buyer sees.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the error screen with the spec defaults for a render error and clears it when the URL changes', async () => {
    const router = renderRoutes('/broken');

    // The error screen (antd) downloads when it shows.
    expect(await screen.findByRole('heading', { name: 'Sorry, we ran into an issue' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Error code 418' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Trace ID --' })).toBeInTheDocument();

    await act(() => router.navigate('/'));

    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sorry, we ran into an issue' })).not.toBeInTheDocument();
  });

  it('scrolls to top on a route change without a query string only', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const router = renderRoutes('/');
    scrollTo.mockClear();

    await act(() => router.navigate('/somewhere'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/somewhere?tab=1'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows a page-not-found screen with a way home for unknown paths', () => {
    renderRoutes('/no-such-page');

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
