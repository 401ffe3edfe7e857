import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, theme } from 'antd';
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { PHONE_MEDIA_QUERY } from './tap-targets';

// antd's Input.Search looks the same but its Input brings the Input index (TextArea, Password, OTP,
// Group) and rc-input, about 13 KB gzip on a page whose only field is its search.

const STYLE_HREF = 'bp-search-field';

// The box draws its border as an inset shadow, so the input inside is the full control height (the
// 40 px tap target on phones); the clear button stays a tap's gap from the search button.
const CSS = `
.bp-search{display:flex;width:100%;min-width:0}
.bp-search-box{position:relative;display:flex;flex:1;min-width:0;align-items:stretch;box-sizing:border-box;padding-inline-end:11px;background:var(--bp-bg);box-shadow:inset 0 0 0 1px var(--bp-border);border-radius:var(--bp-radius) 0 0 var(--bp-radius);transition:box-shadow .2s}
.bp-search-box:hover{box-shadow:inset 0 0 0 1px var(--bp-hover)}
.bp-search-box:focus-within{box-shadow:inset 0 0 0 1px var(--bp-primary),0 0 0 2px var(--bp-outline);z-index:1}
.bp-search-box input{flex:1;min-width:0;height:var(--bp-control);box-sizing:border-box;border:0;outline:0;padding:0 0 0 11px;background:transparent;color:var(--bp-text);font:inherit;font-size:var(--bp-font-size);line-height:var(--bp-line-height)}
.bp-search-box input::placeholder{color:var(--bp-placeholder)}
.bp-search-box input::-webkit-search-cancel-button{-webkit-appearance:none;appearance:none}
.bp-search-clear{display:inline-flex;align-items:center;justify-content:center;min-width:28px;padding:0;border:0;background:transparent;color:var(--bp-placeholder);cursor:pointer;font-size:12px}
.bp-search-clear:hover{color:var(--bp-secondary)}
.bp-search-clear:focus-visible{outline:2px solid var(--bp-primary);outline-offset:-2px}
.bp-search > .ant-btn{margin-inline-start:-1px;border-start-start-radius:0;border-end-start-radius:0;height:auto;min-height:var(--bp-control)}
@media ${PHONE_MEDIA_QUERY}{.bp-search-clear{min-width:40px}}
`;

/** The search button: a primary button with a text, or a search icon button the screen names in the buyer's language. */
type SearchButton = { enterButton: ReactNode; searchLabel?: never } | { enterButton?: never; searchLabel: string };

export type SearchFieldProps = SearchButton & {
  /** The field's accessible name. */
  'aria-label': string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the field's text on Enter, on the search button and when the field is cleared. */
  onSearch?: (value: string) => void;
  /** The clear button's name, in the buyer's language. */
  clearLabel: string;
  maxLength?: number;
  style?: CSSProperties;
};

/**
 * A search field in antd Input.Search's look, from the tenant's theme tokens: a native
 * `type="search"` input named by aria-label, a clear button while it holds text, and the search
 * button joined to its end. Enter searches, except while an input method is composing.
 */
export function SearchField({
  'aria-label': label,
  placeholder,
  value,
  onChange,
  onSearch,
  enterButton,
  searchLabel,
  clearLabel,
  maxLength,
  style,
}: SearchFieldProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const themeVars = useMemo(
    () =>
      ({
        '--bp-bg': token.colorBgContainer,
        '--bp-border': token.colorBorder,
        '--bp-hover': token.colorPrimaryHover,
        '--bp-primary': token.colorPrimary,
        '--bp-outline': token.controlOutline,
        '--bp-text': token.colorText,
        '--bp-secondary': token.colorTextSecondary,
        '--bp-placeholder': token.colorTextPlaceholder,
        '--bp-radius': `${token.borderRadius}px`,
        '--bp-control': `${token.controlHeight}px`,
        '--bp-font-size': `${token.fontSize}px`,
        '--bp-line-height': token.lineHeight,
      }) as CSSProperties,
    [token],
  );
  const clear = () => {
    onChange('');
    onSearch?.('');
    input.current?.focus();
  };
  return (
    <div className="bp-search" style={{ ...themeVars, ...style }}>
      <style href={STYLE_HREF} precedence="default">
        {CSS}
      </style>
      <span className="bp-search-box">
        <input
          ref={input}
          type="search"
          aria-label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch?.(event.currentTarget.value);
          }}
        />
        {value ? (
          // Pressing it keeps the focus in the field, as antd's clear icon does.
          <button type="button" className="bp-search-clear" aria-label={clearLabel} onMouseDown={(event) => event.preventDefault()} onClick={clear}>
            <CloseCircleFilled aria-hidden />
          </button>
        ) : null}
      </span>
      <Button
        type={enterButton ? 'primary' : 'default'}
        icon={enterButton ? undefined : <SearchOutlined />}
        aria-label={enterButton ? undefined : searchLabel}
        onClick={() => onSearch?.(value)}
      >
        {enterButton}
      </Button>
    </div>
  );
}
