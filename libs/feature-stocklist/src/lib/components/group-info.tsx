import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import { Button } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload, runWhenIdle } from '@bp/ui-kit';

// antd's Popover brings its positioning engine (about 12 KB gzip) that the list does not need to
// show: its code is fetched when the page is idle or the buyer points at the button, and the
// popover replaces the button only on the first click. Swapping the button on pointer-enter lost
// the click that followed it (a tap on a phone sends both at once).
const GroupInfoPopover = lazyWithPreload(() => import('./group-info-popover').then((module) => module.GroupInfoPopover));

export interface GroupInfoProps {
  /** The warehouse group's name (the popover's title). */
  title: string;
  description: string;
  /** The button's accessible name. */
  label: string;
}

/** The "About <group>" button of a warehouse group, opening its description. */
export function GroupInfo({ title, description, label }: GroupInfoProps) {
  const [clicked, setClicked] = useState(false);
  useEffect(() => runWhenIdle(() => GroupInfoPopover.preload()), []);
  const button = (onClick?: () => void, autoFocus?: boolean) => (
    <Button
      type="text"
      size="small"
      icon={<InfoCircleOutlined aria-hidden />}
      aria-label={label}
      onPointerEnter={GroupInfoPopover.preload}
      onClick={onClick}
      autoFocus={autoFocus}
    />
  );
  const placeholder = button(() => setClicked(true));
  if (!clicked) return placeholder;
  // Opened at once; the popover's own button takes the focus the clicked one had.
  return (
    <Suspense fallback={placeholder}>
      <GroupInfoPopover title={title} description={description} defaultOpen>
        {button(undefined, true)}
      </GroupInfoPopover>
    </Suspense>
  );
}
