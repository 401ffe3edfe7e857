import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import type { ReactElement } from 'react';
import { FeedbackProvider, useFeedback, type FeedbackMessage } from './feedback';
import { MAX_SNACKBARS_SHOWN } from './feedback-holders';

function Snackbars() {
  const { message, notification, modal } = useFeedback();
  return (
    <>
      <Button
        onClick={() => {
          // Both calls come before antd's message has loaded: neither may be lost.
          message.success('Saved');
          message.error('Could not save the rest', 5);
        }}
      >
        Save
      </Button>
      <Button onClick={() => notification.info({ title: 'A newer version is available' })}>Notify</Button>
      <Button onClick={() => modal.confirm({ title: 'Cancel this order?', okText: 'Cancel order', cancelText: 'Keep order' })}>Ask</Button>
    </>
  );
}

/** A button that makes these snackbar calls in one click. */
function SnackbarCalls({ name, calls }: { name: string; calls: (message: FeedbackMessage) => void }) {
  const { message } = useFeedback();
  return <Button onClick={() => calls(message)}>{name}</Button>;
}

/** Renders `ui` under the portal's feedback provider and clicks the button named `click`. */
async function clickUnderFeedback(ui: ReactElement, click: string) {
  const user = userEvent.setup();
  render(<FeedbackProvider>{ui}</FeedbackProvider>);
  await user.click(screen.getByRole('button', { name: click }));
  return user;
}

describe('feedback module (snackbars, notifications and confirm dialogs loaded on first use)', () => {
  it('shows snackbars asked for before antd loaded, in order', async () => {
    await clickUnderFeedback(<Snackbars />, 'Save');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await screen.findByText('Could not save the rest')).toBeInTheDocument();
  });

  it('closes a snackbar the buyer clicks, before its time is up', async () => {
    const user = await clickUnderFeedback(<Snackbars />, 'Save');
    await user.click(await screen.findByText('Saved'));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
    // The other snackbar stays until its own time is up or it is clicked.
    expect(screen.getByText('Could not save the rest')).toBeInTheDocument();
  });

  it('closes a snackbar from its Close button, with the keyboard too', async () => {
    const user = await clickUnderFeedback(<Snackbars />, 'Save');
    const saved = (await screen.findByText('Saved')).closest<HTMLElement>('[role="alert"]');
    expect(saved).not.toBeNull();
    within(saved as HTMLElement)
      .getByRole('button', { name: 'Close' })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
    expect(screen.getByText('Could not save the rest')).toBeInTheDocument();
  });

  it(`shows at most ${MAX_SNACKBARS_SHOWN} snackbars at once: a newer one pushes the oldest out`, async () => {
    await clickUnderFeedback(
      <SnackbarCalls name="Burst" calls={(message) => ['First', 'Second', 'Third', 'Fourth'].forEach((text) => message.success(text, 30))} />,
      'Burst',
    );
    expect(await screen.findByText('Fourth')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
    for (const text of ['Second', 'Third', 'Fourth']) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows a text already on screen once: two alike failures give one snackbar', async () => {
    await clickUnderFeedback(
      <SnackbarCalls name="Fail twice" calls={(message) => ['Network error', 'Network error'].forEach((text) => message.error(text, 30))} />,
      'Fail twice',
    );
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    expect(screen.getAllByText('Network error')).toHaveLength(1);
  });

  it('shows notifications and confirm dialogs', async () => {
    const user = await clickUnderFeedback(<Snackbars />, 'Notify');
    expect(await screen.findByText('A newer version is available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this order?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep order' })).toBeInTheDocument();
  });

  it('fails a call made without a provider, naming the provider it needs', () => {
    const { result } = renderHook(() => useFeedback());
    expect(() => result.current.message.success('Saved')).toThrow('useFeedback() needs a FeedbackProvider');
  });
});
