import { memo, useEffect, useState } from 'react';

type FormatDate = (value: string) => string;

/**
 * The stock list's last update in the spec's date-time-with-zone format, through util-format.
 * Loaded after the first cards: moment-timezone is about 30 KB gzip the page does not need to
 * show its cards (issue 12's /stock budget). Nothing shows until it has arrived (a moment).
 */
export const LastUpdated = memo(function LastUpdated({ date }: { date: string }) {
  const [format, setFormat] = useState<FormatDate | undefined>(undefined);
  useEffect(() => {
    let current = true;
    import('./last-updated-format')
      .then(({ formatDateTimeWithZone }) => current && setFormat(() => (value: string) => formatDateTimeWithZone(value)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return format ? format(date) : null;
});
