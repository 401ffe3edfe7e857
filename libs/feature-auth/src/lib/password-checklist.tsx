import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import { theme } from 'antd';
import { passwordRules, type PasswordRule } from '@bp/util-validation';
import { useAuthText, type AuthText } from './auth-texts';

const RULE_TEXTS: Record<PasswordRule['key'], AuthText> = {
  uppercase: 'At least one uppercase letter',
  lowercase: 'At least one lowercase letter',
  number: 'At least one number',
  special: 'At least one special character',
  length: 'At least 8 characters',
};

/** Spec 01 §5 password policy: each of the five rules, marked met or not met as the buyer types. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const t = useAuthText();
  const { token } = theme.useToken();
  return (
    <ul id={id} aria-label={t('Password policy')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.key} style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, color: token.colorText }}>
            {met ? (
              <CheckCircleFilled aria-label={t('met')} style={{ color: token.colorSuccess }} />
            ) : (
              <CloseCircleOutlined aria-label={t('not met')} style={{ color: token.colorTextTertiary }} />
            )}
            <span>{t(RULE_TEXTS[rule.key])}</span>
          </li>
        );
      })}
    </ul>
  );
}
