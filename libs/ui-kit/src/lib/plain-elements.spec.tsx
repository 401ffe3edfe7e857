import { render, screen, within } from '@testing-library/react';
import { Panel } from './plain-elements';

describe('Panel', () => {
  it('shows its title, its extra and its content; a region label on it names it', () => {
    render(
      <Panel
        role="region"
        aria-labelledby="business"
        size="default"
        title={<span id="business">Business Information</span>}
        extra={<button type="button">Edit</button>}
      >
        <p>Acme Devices</p>
      </Panel>,
    );

    const panel = screen.getByRole('region', { name: 'Business Information' });
    expect(within(panel).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(panel).getByText('Acme Devices')).toBeInTheDocument();
  });

  it('has no title line without a title or an extra', () => {
    render(<Panel data-testid="summary">Order summary</Panel>);

    expect(screen.getByTestId('summary').children).toHaveLength(1);
    expect(screen.getByTestId('summary')).toHaveTextContent('Order summary');
  });
});
