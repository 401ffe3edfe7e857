import type { PopconfirmProps } from 'antd';
import { Suspense, cloneElement, lazy, useState, type ComponentType, type MouseEvent, type PointerEvent, type ReactElement } from 'react';
import { loadAntdOnIdle } from './on-idle-antd';

const LazyPopconfirm = lazy(() => loadAntdOnIdle().then((module) => ({ default: module.Popconfirm as ComponentType<PopconfirmProps> })));

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void; onPointerEnter?: (event: PointerEvent<HTMLElement>) => void };

export interface OnDemandPopconfirmProps extends Omit<PopconfirmProps, 'open' | 'onOpenChange' | 'children'> {
  /** The button that asks for the confirmation. */
  children: ReactElement<TriggerProps>;
}

/**
 * antd's Popconfirm whose code (with its popup engine) downloads when the pointer first reaches the
 * button or on its first click, not with the page (loadAntdOnIdle). The first click opens it as soon
 * as the code is in; from then on antd's own Popconfirm handles the button.
 */
export function OnDemandPopconfirm({ children, disabled, ...props }: OnDemandPopconfirmProps) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  if (!mounted) {
    const { onClick, onPointerEnter } = children.props;
    return cloneElement(children, {
      onPointerEnter: (event) => {
        void loadAntdOnIdle().catch(() => undefined);
        onPointerEnter?.(event);
      },
      onClick: (event) => {
        onClick?.(event);
        if (disabled) return;
        setMounted(true);
        setOpen(true);
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <LazyPopconfirm {...props} disabled={disabled} open={open} onOpenChange={setOpen}>
        {children}
      </LazyPopconfirm>
    </Suspense>
  );
}
