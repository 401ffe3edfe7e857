import { Popover } from 'antd';
import type { ReactNode } from 'react';

export interface GroupInfoPopoverProps {
  title: string;
  description: string;
  /** Opened at once: the buyer clicked the button before the popover's code was in. */
  defaultOpen: boolean;
  children: ReactNode;
}

/** A warehouse group's description in antd's Popover, opened by clicking its button. */
export function GroupInfoPopover({ title, description, defaultOpen, children }: GroupInfoPopoverProps) {
  return (
    <Popover content={description} title={title} trigger="click" defaultOpen={defaultOpen}>
      {children}
    </Popover>
  );
}
