import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MountOnFirstOpen } from './mount-on-first-open';

describe('MountOnFirstOpen', () => {
  it('renders nothing until first opened, then its children (lazy ones once their code is in), and keeps them mounted when closed', async () => {
    let loads = 0;
    const Dialog = lazy(async () => {
      loads += 1;
      return { default: ({ open }: { open: boolean }) => <div role="dialog" aria-label="Upload" data-open={String(open)} /> };
    });
    const { rerender } = render(
      <MountOnFirstOpen open={false}>
        <Dialog open={false} />
      </MountOnFirstOpen>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loads).toBe(0);

    rerender(
      <MountOnFirstOpen open>
        <Dialog open />
      </MountOnFirstOpen>,
    );
    expect(await screen.findByRole('dialog', { name: 'Upload' })).toHaveAttribute('data-open', 'true');

    rerender(
      <MountOnFirstOpen open={false}>
        <Dialog open={false} />
      </MountOnFirstOpen>,
    );
    // Still mounted, told it is closed: its closing animation can run.
    expect(screen.getByRole('dialog', { name: 'Upload' })).toHaveAttribute('data-open', 'false');
    expect(loads).toBe(1);
  });
});
