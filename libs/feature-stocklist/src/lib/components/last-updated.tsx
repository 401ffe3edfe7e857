import { memo, useEffect, useState } from 'react';
import { runWhenIdle } from '@bp/ui-kit';

type FormatDate = (value: string) => string;

let formatModule: Promise<typeof import('./last-updated-format')> | undefined;

const loadFormat = () => {
  formatModule ??= import('./last-updated-format');
  return formatModule;
};

/**
 * The stock list's last update in the spec's date-time-with-zone format, through util-format. Its
 * module (moment-timezone, about 30 KB gzip) is fetched once the browser is idle after the cards
 * have shown, so it never competes with what the page needs to be usable; nothing shows until then.
 */
export const LastUpdated = memo(function LastUpdated({ date }: { date: string }) {
  const [format, setFormat] = useState<FormatDate | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const cancel = runWhenIdle(() => {
      loadFormat()
        .then(({ formatDateTimeWithZone }) => current && setFormat(() => (value: string) => formatDateTimeWithZone(value)))
        .catch(() => {
          // A failed download is tried again by the next page load's list.
          formatModule = undefined;
        });
    });
    return () => {
      current = false;
      cancel();
    };
  }, []);
  return format ? format(date) : null;
});
