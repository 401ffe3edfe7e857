import { render, type RenderResult } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { aTenantConfig, someTranslations } from '@bp/api-contract/testing';
import type { TenantConfig, Translations } from '@bp/api-contract';
import { installFetchStub, jsonResponse, setupApiStore, type ApiStore, type InstalledFetchStub, type StubHandler } from '@bp/data-access-api/testing';

export interface StartupStubOptions {
  config?: Partial<TenantConfig>;
  translations?: Partial<Translations>;
  /** Replaces or adds routes, e.g. a failing saas-config. */
  routes?: Record<string, StubHandler>;
}

/** Installs a global fetch that answers the two startup calls with a healthy tenant. */
export function stubStartupCalls({ config, translations, routes = {} }: StartupStubOptions = {}): InstalledFetchStub {
  return installFetchStub({
    'GET /px-api-gateway/saas-config': () => jsonResponse(aTenantConfig(config)),
    'GET /px-api-gateway/saas-i18n': () => jsonResponse(someTranslations(translations)),
    ...routes,
  });
}

/** Renders with a fresh Redux store holding the api slice (a new RTK Query cache per test). */
export function renderWithStore(ui: ReactElement, { store = setupApiStore() }: { store?: ApiStore } = {}): RenderResult & { store: ApiStore } {
  return { store, ...render(createElement(Provider, { store, children: ui })) };
}

/** The common namespace's English texts (keyed by English text), for the catalogue tests. */
export { COMMON_TEXTS } from './lib/locales/common-texts';
