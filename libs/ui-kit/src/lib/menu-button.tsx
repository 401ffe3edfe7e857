import { Button, theme, type ButtonProps } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuButtonItem {
  key: string;
  label: string;
  /** One of a choice (a language): a menuitemradio, checked when it is the current one. */
  checked?: boolean;
  /** The language of the label (a language's own name). */
  lang?: string;
  /** A heading shown above the item, starting a section of the menu (Language). */
  heading?: string;
}

export interface MenuButtonProps {
  /** The button's content. */
  children: ReactNode;
  items: readonly MenuButtonItem[];
  onSelect: (key: string) => void;
  /** Accessible name of the button when its content does not say enough (an initials badge). */
  'aria-label'?: string;
  buttonProps?: Omit<ButtonProps, 'onClick' | 'onKeyDown' | 'children'>;
}

/**
 * A button that opens a small menu (WAI-ARIA menu button pattern): Enter, Space or Arrow Down
 * opens it on the first item, the arrows move, Enter picks, Escape closes and returns focus. Lighter
 * than antd's Dropdown, which brings rc-menu's overflow measuring into the shell's download.
 */
export function MenuButton({ children, items, onSelect, 'aria-label': ariaLabel, buttonProps }: MenuButtonProps) {
  const { token } = theme.useToken();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[activeIndex]?.focus();
  }, [open, activeIndex]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const openAt = (index: number) => {
    setActiveIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const select = (key: string) => {
    close();
    onSelect(key);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex((moves[event.key] + items.length) % items.length);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(items[activeIndex].key);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={containerRef} style={{ position: 'relative', display: 'inline-block' }}>
      <Button
        {...buttonProps}
        ref={buttonRef}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </Button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          style={{
            position: 'absolute',
            insetInlineEnd: 0,
            top: '100%',
            zIndex: token.zIndexPopupBase,
            minWidth: 180,
            margin: `${token.marginXXS}px 0 0`,
            padding: token.paddingXXS,
            listStyle: 'none',
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {items.map((item, index) => [
            item.heading ? (
              <li
                key={`${item.key}-heading`}
                role="presentation"
                style={{
                  padding: `${token.paddingXXS}px ${token.paddingSM}px 0`,
                  marginTop: index > 0 ? token.marginXXS : 0,
                  borderTop: index > 0 ? `1px solid ${token.colorSplit}` : undefined,
                  color: token.colorTextSecondary,
                  fontSize: token.fontSizeSM,
                }}
              >
                {item.heading}
              </li>
            ) : null,
            <li
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              lang={item.lang}
              tabIndex={index === activeIndex ? 0 : -1}
              onClick={() => select(item.key)}
              onKeyDown={onMenuKeyDown}
              onMouseEnter={() => setActiveIndex(index)}
              style={{
                padding: `${token.paddingXS}px ${token.paddingSM}px`,
                borderRadius: token.borderRadiusSM,
                cursor: 'pointer',
                color: token.colorText,
                lineHeight: token.lineHeight,
                background: index === activeIndex ? token.controlItemBgHover : undefined,
              }}
            >
              <span aria-hidden="true" style={{ display: 'inline-block', width: '1.2em' }}>
                {item.checked ? '✓' : ''}
              </span>
              {item.label}
            </li>,
          ])}
        </ul>
      ) : null}
    </div>
  );
}
