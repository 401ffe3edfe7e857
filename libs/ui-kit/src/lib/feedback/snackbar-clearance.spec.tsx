import { render } from '@testing-library/react';
import { SNACKBAR_CLEARANCE_PROPERTY, useSnackbarClearance } from './snackbar-clearance';

/** A bar stuck to the bottom of the page, of a given height (jsdom lays nothing out). */
function BottomBar({ height }: { height: number }) {
  const clearanceRef = useSnackbarClearance();
  return (
    <div
      data-testid={`bar-${height}`}
      ref={(element) => {
        if (element) element.getBoundingClientRect = () => ({ height }) as DOMRect;
        return clearanceRef(element);
      }}
    />
  );
}

const clearance = () => document.documentElement.style.getPropertyValue(SNACKBAR_CLEARANCE_PROPERTY);

describe('useSnackbarClearance (snackbars rise above a bar stuck to the bottom)', () => {
  it('reserves the bar’s height while it is in the page, and nothing after', () => {
    const { unmount } = render(<BottomBar height={57.4} />);
    expect(clearance()).toBe('58px');
    unmount();
    expect(clearance()).toBe('');
  });

  it('reserves the tallest of two bars, and the other one’s once the tallest leaves', () => {
    const { rerender, unmount } = render(
      <>
        <BottomBar height={40} />
        <BottomBar height={96} />
      </>,
    );
    expect(clearance()).toBe('96px');
    rerender(<BottomBar height={40} />);
    expect(clearance()).toBe('40px');
    unmount();
    expect(clearance()).toBe('');
  });
});
