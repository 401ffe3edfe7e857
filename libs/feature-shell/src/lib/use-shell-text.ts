import { registerTexts, textsKeyedByThemselves, useTexts } from '@bp/ui-kit';
import { SHELL_TEXTS, type ShellText } from './shell-texts';

/** The shell namespace: its texts keyed by themselves, as the tenant's translations key them. */
export const SHELL_CATALOGUE = textsKeyedByThemselves(SHELL_TEXTS);

registerTexts('shell', SHELL_CATALOGUE, { es: () => import('./locales/es') });

/** Translates one of the shell's texts, with its `{{name}}` values. */
export function useShellText(): (text: ShellText, values?: Record<string, unknown>) => string {
  return useTexts<typeof SHELL_CATALOGUE>('shell');
}
