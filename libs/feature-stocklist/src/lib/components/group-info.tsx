import { InfoCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload, runWhenIdle } from '@bp/ui-kit';

// antd's Popover brings its positioning engine (about 12 KB gzip) that the list does not need to
// show: the popover loads when the page is idle, or when the buyer points at the button. (Not on
// focus: the button is replaced by the popover's once it is in, which would drop the focus.)
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
  const [wanted, setWanted] = useState(false);
  const [openedEarly, setOpenedEarly] = useState(false);
  useEffect(() => runWhenIdle(() => setWanted(true)), []);
  const want = () => setWanted(true);
  const button = (onClick?: () => void) => (
    <Button type="text" size="small" icon={<InfoCircleOutlined aria-hidden />} aria-label={label} onPointerEnter={want} onClick={onClick} />
  );
  // Until the popover is in, the same button; a click meanwhile opens the popover once it arrives.
  const placeholder = button(() => {
    setOpenedEarly(true);
    setWanted(true);
  });
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <GroupInfoPopover title={title} description={description} defaultOpen={openedEarly}>
        {button()}
      </GroupInfoPopover>
    </Suspense>
  );
}
