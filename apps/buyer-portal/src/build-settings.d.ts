/**
 * Set by the build (vite.config.mts `define`, from BP_SUPPORT_EMAIL): the support address the error
 * screen offers when the tenant config cannot be loaded on a first visit.
 */
declare const __BP_SUPPORT_EMAIL__: string;
