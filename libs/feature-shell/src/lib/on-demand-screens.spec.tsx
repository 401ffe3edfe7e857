import { render, screen } from '@testing-library/react';
import { networkFailure } from '@bp/data-access-api';
import { OnDemandDeactivatedScreen, OnDemandErrorScreen } from './on-demand-screens';

describe('on-demand status screens', () => {
  it('shows the loading screen while the error screen downloads, then the error screen', async () => {
    render(<OnDemandErrorScreen error={networkFailure()} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, we ran into an issue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to sign in' })).toBeInTheDocument();
  });

  it('shows the deactivated screen once downloaded', async () => {
    render(<OnDemandDeactivatedScreen />);

    expect(await screen.findByRole('heading', { level: 1, name: 'This site is no longer available' })).toBeInTheDocument();
  });
});
