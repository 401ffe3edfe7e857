import { act, render, screen } from '@testing-library/react';
import { AfterPageModules } from './after-page-modules';

/** Page modules whose download the test settles. */
function modulesUnderWay() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  let loaded = false;
  const ready = new Promise<void>((resolve, reject) => {
    settle = {
      resolve: () => {
        loaded = true;
        resolve();
      },
      reject,
    };
  });
  return { modules: { ready, loaded: () => loaded }, settle };
}

describe('AfterPageModules', () => {
  it("shows the loading screen, not the routes, until the first page's modules are in", async () => {
    const { modules, settle } = modulesUnderWay();
    render(
      <AfterPageModules modules={modules}>
        <h1>Stock list</h1>
      </AfterPageModules>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Stock list' })).not.toBeInTheDocument();

    await act(async () => settle.resolve());

    expect(screen.getByRole('heading', { name: 'Stock list' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the routes at once when the modules are already in, or when none were started', () => {
    const { unmount } = render(
      <AfterPageModules modules={{ ready: Promise.resolve(), loaded: () => true }}>
        <h1>Stock list</h1>
      </AfterPageModules>,
    );
    expect(screen.getByRole('heading', { name: 'Stock list' })).toBeInTheDocument();
    unmount();

    render(
      <AfterPageModules modules={undefined}>
        <h1>Sign in</h1>
      </AfterPageModules>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the routes when a module could not be downloaded: their error screen reports it', async () => {
    const { modules, settle } = modulesUnderWay();
    render(
      <AfterPageModules modules={modules}>
        <h1>Route error screen</h1>
      </AfterPageModules>,
    );

    await act(async () => settle.reject(new Error('Failed to fetch dynamically imported module')));

    expect(screen.getByRole('heading', { name: 'Route error screen' })).toBeInTheDocument();
  });
});
