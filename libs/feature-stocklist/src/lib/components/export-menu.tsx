import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { STOCK_TEXTS } from '../stock-texts';

export type ExportChoice = 'ALL' | 'FILTERED';

/**
 * Export menu (spec 01 §2: Export All Items, Export Filtered Items). A small menu button of its
 * own rather than antd's Dropdown: antd's Menu measures itself through @rc-component/overflow,
 * which opens a MessageChannel in tests (a handle that keeps jest from exiting), and the stock
 * page needs nothing more than two choices.
 */
export function ExportMenu({ t, onExport }: { t: (text: string) => string; onExport: (choice: ExportChoice) => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) firstItemRef.current?.focus();
  }, [open]);

  const choose = (choice: ExportChoice) => {
    setOpen(false);
    buttonRef.current?.focus();
    onExport(choice);
  };
  const items: Array<{ choice: ExportChoice; label: string }> = [
    { choice: 'ALL', label: t(STOCK_TEXTS.exportAll) },
    { choice: 'FILTERED', label: t(STOCK_TEXTS.exportFiltered) },
  ];

  return (
    <span
      style={{ position: 'relative', display: 'inline-block' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        icon={<DownloadOutlined aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('Export')}
      </Button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('Export')}
          style={{
            position: 'absolute',
            zIndex: 1050,
            insetInlineEnd: 0,
            top: '100%',
            margin: '4px 0 0',
            padding: 4,
            listStyle: 'none',
            background: '#fff',
            boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
            borderRadius: 8,
            minWidth: 200,
          }}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]'));
            const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
            const next = (index + (event.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length;
            buttons[next]?.focus();
          }}
        >
          {items.map((item, position) => (
            <li key={item.choice} role="none">
              <button
                ref={position === 0 ? firstItemRef : undefined}
                type="button"
                role="menuitem"
                onClick={() => choose(item.choice)}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'start',
                  padding: '6px 12px',
                  border: 0,
                  background: 'transparent',
                  cursor: 'pointer',
                  borderRadius: 4,
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
