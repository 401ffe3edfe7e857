import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Flex, theme } from 'antd';
import { useId, type ReactNode } from 'react';
import { CheckoutMessage } from '@bp/api-contract/constants';
import { useNarrowScreen } from '@bp/ui-kit';
import { RadioChoices } from './choice-inputs';
import { useOptionText } from './option-texts';

export interface RowChoice {
  value: string;
  label: ReactNode;
}

export interface OptionRowProps {
  title: string;
  /** What is chosen, shown while the row is closed. */
  summary: ReactNode;
  open: boolean;
  /** The value picked in the open radio list (saved by DONE or by opening another row). */
  draft: string | null;
  choices: readonly RowChoice[];
  /** The chosen value is not among the offered ones. */
  invalid: boolean;
  /** The page does not allow changing this row (order page permissions). */
  readOnly?: boolean;
  onOpen: () => void;
  onDraftChange: (value: string) => void;
  onDone: () => void;
  /** Shown under the row while it is closed (the shipping method's sub-forms). */
  children?: ReactNode;
}

/**
 * One option row (spec 02 §2 Option rows): a summary with an edit icon, or, opened, a radio list
 * with a DONE button. An invalid choice shows 'Invalid Selection'.
 */
export function OptionRowFrame({ title, summary, open, draft, choices, invalid, readOnly = false, onOpen, onDraftChange, onDone, children }: OptionRowProps) {
  const text = useOptionText();
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  const headingId = useId();
  const translatedTitle = text(title);
  return (
    <section aria-labelledby={headingId} style={{ paddingBlock: token.paddingSM, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex justify="space-between" align="center" gap="small">
        <h2 id={headingId} style={{ margin: 0, fontSize: token.fontSizeLG }}>
          {translatedTitle}
        </h2>
        {!open && !readOnly ? <Button type="text" icon={<EditOutlined />} aria-label={text('edit', { row: translatedTitle })} onClick={onOpen} /> : null}
      </Flex>
      {open ? (
        <Flex vertical gap="small" style={{ marginTop: token.marginXS }}>
          {choices.length === 0 ? <div>{text('noChoices')}</div> : null}
          <RadioChoices
            labelledBy={headingId}
            value={draft}
            options={choices}
            onChange={onDraftChange}
            vertical
            optionStyle={{ paddingBlock: token.paddingXXS, whiteSpace: 'normal' }}
          />
          <Button type="primary" onClick={onDone} block={narrow} style={narrow ? undefined : { alignSelf: 'flex-start' }}>
            {text('done')}
          </Button>
        </Flex>
      ) : (
        <div style={{ marginTop: token.marginXXS, overflowWrap: 'anywhere' }}>
          {summary ?? <span style={{ color: token.colorTextSecondary }}>{text('notSelected')}</span>}
        </div>
      )}
      {invalid ? (
        <div role="alert" style={{ marginTop: token.marginXXS, color: token.colorErrorTextActive }}>
          {text(CheckoutMessage.INVALID_SELECTION)}
        </div>
      ) : null}
      {!open && children ? <div style={{ marginTop: token.marginSM }}>{children}</div> : null}
    </section>
  );
}
