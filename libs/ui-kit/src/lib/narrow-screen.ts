import { Grid } from 'antd';

/**
 * The height of the shell's fixed bar at the bottom of a narrow screen (spec 01 §2 mobile bar):
 * the shell draws it this tall, and sticky bars of a page sit just above it.
 */
export const PHONE_BAR_HEIGHT = 48;

/**
 * Whether the window is narrower than antd's md breakpoint (768 px): phones and small tablets,
 * where side panels move into drawers and rows stack. Below md exactly one of xs and sm matches;
 * where no breakpoint is known (no matchMedia) the page keeps its wide layout.
 */
export function useNarrowScreen(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false && (screens.xs === true || screens.sm === true);
}
