import type { TooltipProps } from 'antd';
import { useEffect, useState, type CSSProperties, type ComponentType, type ReactNode } from 'react';
import { runWhenIdle } from './idle';
import { loadAntdOnIdle } from './on-idle-antd';

const loadTooltip = () => loadAntdOnIdle().then((module) => module.Tooltip as ComponentType<TooltipProps>);

export interface OnDemandTooltipProps {
  title: ReactNode;
  /** The wrapper's style (e.g. display: block for a full-width button). */
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A tooltip on a span wrapping `children` (a disabled button fires no hover events, its wrapper
 * does), whose antd code (with its popup engine, about 12 KB gzip) downloads when the page is idle
 * or the pointer first reaches it, not with the page (loadAntdOnIdle). The span is there from the start
 * and keeps the hover and focus state, so a pointer that arrives before the code shows the tooltip
 * as soon as it is in.
 */
export function OnDemandTooltip({ title, style, children }: OnDemandTooltipProps) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => (wanted ? undefined : runWhenIdle(() => setWanted(true))), [wanted]);
  useEffect(() => {
    if (!wanted || Tooltip) return undefined;
    let active = true;
    loadTooltip().then(
      (loaded) => {
        if (active) setTooltip(() => loaded);
      },
      // Offline a moment: the next pointer asks again.
      () => active && setWanted(false),
    );
    return () => {
      active = false;
    };
  }, [wanted, Tooltip]);
  const show = () => {
    setOpen(true);
    setWanted(true);
  };
  const wrapper = (
    <span style={style} onMouseEnter={show} onMouseLeave={() => setOpen(false)} onFocus={show} onBlur={() => setOpen(false)}>
      {children}
    </span>
  );
  return Tooltip ? (
    <Tooltip title={title} open={open}>
      {wrapper}
    </Tooltip>
  ) : (
    wrapper
  );
}
