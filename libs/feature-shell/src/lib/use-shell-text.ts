import { useCallback } from 'react';
import { useTranslation } from '@bp/ui-kit';
import type { ShellText } from './shell-texts';

/**
 * Translates one of the shell's texts. The English text is also passed as the default so it is
 * interpolated even when no translation is loaded (a failed startup, tests).
 */
export function useShellText(): (text: ShellText, values?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback((text, values) => t(text, { ...values, defaultValue: text }), [t]);
}
