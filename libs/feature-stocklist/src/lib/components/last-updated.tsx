import { memo, useEffect, useState } from 'react';

type FormatDate = (value: string) => string;

let formatModule: Promise<typeof import('./last-updated-format')> | undefined;

/**
 * Starts loading the date format (moment-timezone, about 30 KB gzip, kept out of /stock's budget as
 * the page needs none of it to show its cards) with the page instead of after its first answer, so the
 * line above the cards does not wait for a download of its own. Once per page load.
 */
export function preloadLastUpdatedFormat(): Promise<typeof import('./last-updated-format')> {
  formatModule ??= import('./last-updated-format');
  return formatModule;
}

/**
 * The stock list's last update in the spec's date-time-with-zone format, through util-format.
 * Nothing shows until the format module has arrived (see preloadLastUpdatedFormat).
 */
export const LastUpdated = memo(function LastUpdated({ date }: { date: string }) {
  const [format, setFormat] = useState<FormatDate | undefined>(undefined);
  useEffect(() => {
    let current = true;
    preloadLastUpdatedFormat()
      .then(({ formatDateTimeWithZone }) => current && setFormat(() => (value: string) => formatDateTimeWithZone(value)))
      .catch(() => {
        // A failed download is tried again by the next page load's list.
        formatModule = undefined;
      });
    return () => {
      current = false;
    };
  }, []);
  return format ? format(date) : null;
});
