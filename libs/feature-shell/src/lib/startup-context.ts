import { createContext, useContext } from 'react';
import type { TenantConfig } from '@bp/api-contract';

/** What the started app knows about its tenant and its own version. */
export interface StartupState {
  config: TenantConfig;
  /** saas-config names another app version than the one cached on the last visit (spec 01 §4). */
  newAppVersion: boolean;
}

export const StartupContext = createContext<StartupState | undefined>(undefined);

/** The tenant config of a started app; only below Startup's ready state. */
export function useStartup(): StartupState {
  const startup = useContext(StartupContext);
  if (!startup) throw new Error('useStartup needs Startup above it, in its ready state');
  return startup;
}
