import { registerTexts } from '@bp/ui-kit';

/**
 * Registers the namespaces every screen falls back to: the API's message codes and the texts that
 * travel as English (keyed by themselves). Neither ships an English catalogue: in English a code
 * reads as the server's message or the portal's English text, as the caller says; other languages
 * load when chosen. A function the startup calls: the bundle drops a library module nobody uses.
 */
export function registerPortalCatalogues(): void {
  registerTexts('messages', {}, { es: () => import('./locales/messages.es') }, { fallback: true });
  registerTexts('common', {}, { es: () => import('./locales/common.es') }, { fallback: true });
}
