import { render, screen } from '@testing-library/react';
import { networkFailure } from '@bp/data-access-api';
import { OnDemandErrorScreen } from './on-demand-screens';

// The screens' module cannot be downloaded (the network went away with the startup call).
jest.mock('./themed-status-screens', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('on-demand error screen without the network', () => {
  beforeEach(() => {
    // React reports the caught download failure on the console; the test is about what the buyer sees.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("still says what happened in plain text, with the server's explanation and a way back to sign in", async () => {
    render(<OnDemandErrorScreen error={networkFailure({ message: 'The server could not be reached' })} signInPath="/" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, we ran into an issue' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(screen.getByRole('link', { name: 'Return to sign in' })).toHaveAttribute('href', '/');
  });
});
