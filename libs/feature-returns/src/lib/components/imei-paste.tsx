import { useState } from 'react';
import { Button } from 'antd';
import type { OrderUnit } from '@bp/api-contract';
import { RETURN_IMEI_PASTE_MAX } from '@bp/api-contract/constants';
import { isApiError, useResolveImeisMutation } from '@bp/data-access-api';
import { parseImeis } from '../return-rules';
import { useReturnsText } from '../returns-texts';
import { useControlStyle } from './native-controls';

export interface ImeiPasteProps {
  phonexOrderNumber: string;
  /** The order's units found for the pasted IMEIs and free to claim. */
  onAdd: (units: OrderUnit[]) => void;
}

/** Pasted IMEIs resolved to the order's units; the IMEIs it has no unit of, or whose unit is claimed, are named back. */
export function ImeiPaste({ phonexOrderNumber, onAdd }: ImeiPasteProps) {
  const t = useReturnsText();
  const controlStyle = useControlStyle();
  const [text, setText] = useState('');
  const [notices, setNotices] = useState<{ added: string | null; problems: string[] }>({ added: null, problems: [] });
  const [resolve, resolving] = useResolveImeisMutation();
  const imeis = parseImeis(text);

  const add = async () => {
    if (imeis.length === 0) return;
    try {
      const answer = await resolve({ phonexOrderNumber, imeis: imeis.slice(0, RETURN_IMEI_PASTE_MAX) }).unwrap();
      const free = answer.units.filter((unit) => unit.returnNumber === null);
      const claimed = answer.units.filter((unit) => unit.returnNumber !== null).map((unit) => unit.imei);
      onAdd(free);
      const problems = [
        ...(answer.unknown.length > 0 ? [t('notInOrder', { imeis: answer.unknown.join(', ') })] : []),
        ...(claimed.length > 0 ? [t('alreadyClaimed', { imeis: claimed.join(', ') })] : []),
      ];
      setNotices({ added: t('added', { n: free.length }), problems });
      // The IMEIs left to look at stay in the box; the added ones leave it.
      setText([...answer.unknown, ...claimed].join('\n'));
    } catch (error) {
      setNotices({ added: null, problems: [isApiError(error) ? error.message : t('unitsFetchError')] });
    }
  };

  return (
    <section aria-labelledby="claim-paste" style={{ display: 'grid', gap: 8 }}>
      <label id="claim-paste" htmlFor="claim-paste-imeis" style={{ fontWeight: 600 }}>
        {t('pasteImeis')}
      </label>
      <textarea
        id="claim-paste-imeis"
        aria-describedby="claim-paste-hint"
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ ...controlStyle, width: '100%', resize: 'vertical', fontFamily: 'monospace' }}
      />
      <span id="claim-paste-hint" style={{ opacity: 0.75 }}>
        {t('pasteHint')}
      </span>
      <Button onClick={() => void add()} loading={resolving.isLoading} disabled={imeis.length === 0} style={{ justifySelf: 'start' }}>
        {t('add')}
      </Button>
      {notices.added && (
        <p role="status" style={{ margin: 0 }}>
          {notices.added}
        </p>
      )}
      {notices.problems.length > 0 && (
        <div role="alert">
          {notices.problems.map((problem) => (
            <p key={problem} style={{ margin: 0 }}>
              {problem}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
