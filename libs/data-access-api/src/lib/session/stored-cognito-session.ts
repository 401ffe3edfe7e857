/**
 * The tokens amazon-cognito-identity-js keeps in storage, read without loading the library (it
 * stays out of the first page's download). Key layout of the library (v6):
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user, and
 * `CognitoIdentityServiceProvider.<clientId>.<username>.idToken|accessToken|refreshToken|clockDrift`
 * hold the session.
 */
export interface StoredCognitoSession {
  username: string;
  idToken: string | undefined;
  refreshToken: string | undefined;
}

export function cognitoKeyPrefix(clientId: string): string {
  return `CognitoIdentityServiceProvider.${clientId}.`;
}

export function readStoredCognitoSession(clientId: string, storage: Storage | undefined): StoredCognitoSession | undefined {
  const prefix = cognitoKeyPrefix(clientId);
  const username = storage?.getItem(`${prefix}LastAuthUser`);
  if (!storage || !username) return undefined;
  return {
    username,
    idToken: storage.getItem(`${prefix}${username}.idToken`) ?? undefined,
    refreshToken: storage.getItem(`${prefix}${username}.refreshToken`) ?? undefined,
  };
}

/** Forgets the session locally: every key the library keeps for this app client. */
export function clearStoredCognitoSession(clientId: string, storage: Storage | undefined): void {
  if (!storage) return;
  const prefix = cognitoKeyPrefix(clientId);
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null && key.startsWith(prefix));
  keys.forEach((key) => storage.removeItem(key));
}
