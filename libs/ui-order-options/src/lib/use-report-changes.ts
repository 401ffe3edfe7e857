import { useEffect, useRef } from 'react';

/**
 * Reports a sub-form's values to the row's owner whenever they change after mounting. The latest
 * callback is kept in a ref, so an owner passing a new function on each render causes no report
 * (and no render loop); the first values are the owner's own and are not reported back.
 */
export function useReportChanges<T>(values: T, onChange: (values: T) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    latest.current(values);
  }, [values]);
}
