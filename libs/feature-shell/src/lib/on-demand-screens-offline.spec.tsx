import { render, screen } from '@testing-library/react';
import { networkFailure } from '@bp/data-access-api';
import { BrandingProvider, DEFAULT_BRANDING } from '@bp/ui-kit';
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

  it('offers the e-mail to the support address in plain text too', async () => {
    render(
      <BrandingProvider branding={{ ...DEFAULT_BRANDING, clientSupportEmail: 'help@platform.test' }}>
        <OnDemandErrorScreen error={networkFailure({ message: 'The server could not be reached' })} signInPath="/" />
      </BrandingProvider>,
    );

    const email = new URL((await screen.findByRole('link', { name: 'E-mail support' })).getAttribute('href') ?? '');
    expect(email.protocol).toBe('mailto:');
    expect(email.pathname).toBe('help@platform.test');
    expect(email.searchParams.get('subject')).toBe('Sorry, we ran into an issue');
    expect(email.searchParams.get('body')).toBe('The server could not be reached');
  });
});
