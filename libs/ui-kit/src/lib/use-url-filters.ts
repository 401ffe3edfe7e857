import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface UrlFilterState<Name extends string> {
  /** The URL's query string now. */
  params: URLSearchParams;
  /** The search box's text, ahead of the URL while typing pauses. */
  typed: string;
  setTyped: (value: string) => void;
  /** Sets (a value) or removes (undefined, '') each named parameter; the URL is replaced, not pushed. */
  update: (changes: Partial<Record<Name, string | undefined>>) => void;
}

/**
 * A list's search, filters and page kept in the URL's query string (`names`: each filter's
 * parameter). The search box writes its parameter once typing pauses for `debounceMs`, starting
 * again at page 1 (`pageName`). The URL is replaced, not pushed: a back leaves the page instead of
 * stepping through every filter tried.
 */
export function useUrlFilters<Name extends string>(
  names: Record<Name, string>,
  {
    searchName,
    pageName,
    searchOf,
    debounceMs,
  }: { searchName: NoInfer<Name>; pageName: NoInfer<Name>; searchOf: (params: URLSearchParams) => string; debounceMs: number },
): UrlFilterState<Name> {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const [typed, setTyped] = useState(search);

  const update = useCallback(
    (changes: Partial<Record<Name, string | undefined>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes) as Array<[Name, string | undefined]>) {
            if (value) next.set(names[name], value);
            else next.delete(names[name]);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, names],
  );

  // The search written last: its arrival in the URL must not undo what was typed since.
  const written = useRef(search);
  // A search the URL brings from elsewhere (a link, a back or forward) shows in the box.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setTyped(search);
  }, [search]);

  useEffect(() => {
    const next = typed.trim();
    if (next === search) return undefined;
    const timer = setTimeout(() => {
      written.current = next;
      update({ [searchName]: next, [pageName]: undefined } as Partial<Record<Name, string | undefined>>);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [typed, search, update, searchName, pageName, debounceMs]);

  return { params, typed, setTyped, update };
}
