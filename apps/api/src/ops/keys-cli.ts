import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { IdentityKeyStore } from '../identity/identity-keys';
import { rotateSigningKey } from '../identity/signing-key-rotation';
import { configuredKeyEncryption } from '../secrets/configured-key-encryption';
import { createOpsKey, listOpsKeys, opsAuditPage, revokeOpsKey } from './ops-keys';

// `npm run ops -- keys ...` and `npm run ops -- audit`: a tenant's ops keys, its token signing
// key, and the record of what its keys did.
//
//   npm run ops -- keys create --tenant acme --label "warehouse robot"   (prints the key once, on stdout)
//   npm run ops -- keys list --tenant localhost                          (prefix, label, created, last used, revoked)
//   npm run ops -- keys revoke bpo_Ab3dEf9h --tenant acme                (by prefix or id)
//   npm run ops -- keys rotate-signing --tenant acme                     (a new token signing key)
//   npm run ops -- audit --tenant acme [--limit 50] [--before <id>]      (newest first)

export const KEYS_USAGE = `  ops keys create --tenant <slug or host> --label <label>
  ops keys list --tenant <slug or host>
  ops keys revoke <prefix or id> --tenant <slug or host>
  ops keys rotate-signing --tenant <slug or host>
  ops audit --tenant <slug or host> [--limit <1-500>] [--before <entry id>]`;

export const KEY_COMMANDS = ['create', 'list', 'revoke', 'rotate-signing'];

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function wholeNumber(args: string[], name: string, { min, max }: { min: number; max: number }): number | undefined {
  const text = option(args, name);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return Number(text);
}

export interface KeysCommandContext {
  db: Database;
  tenantId: string;
  config: ServerConfig;
  /** Where the one-time notes for a person go (stderr), apart from the answer (stdout). */
  note: (text: string) => void;
}

/** `ops keys ...`. */
export async function runKeysCommand(context: KeysCommandContext, args: string[]): Promise<unknown> {
  const { db, tenantId } = context;
  const [, command, first] = args;
  switch (command) {
    case 'create': {
      const label = option(args, 'label');
      if (!label) throw new Error('--label is required: it tells keys apart in lists and the audit');
      const created = await createOpsKey(db, tenantId, label);
      context.note('The key is shown this once: store it now (only its sha256 is kept). Send it as x-ops-key or Authorization: Bearer <key>.');
      return created;
    }
    case 'list':
      return listOpsKeys(db, tenantId);
    case 'revoke':
      if (!first || first.startsWith('--')) throw new Error(`usage:\n${KEYS_USAGE}`);
      return revokeOpsKey(db, tenantId, first);
    case 'rotate-signing': {
      const keys = new IdentityKeyStore(db, await configuredKeyEncryption(context.config));
      const rotated = await rotateSigningKey(keys, tenantId);
      context.note('Running instances sign with the new key within a minute; tokens of the previous key verify until they expire.');
      return { ...rotated, previousVerifiesUntil: rotated.previousVerifiesUntil?.toISOString() ?? null };
    }
    default:
      throw new Error(`usage:\n${KEYS_USAGE}`);
  }
}

/** `ops audit ...`. */
export function runAuditCommand(db: Database, tenantId: string, args: string[]) {
  return opsAuditPage(db, tenantId, {
    limit: wholeNumber(args, 'limit', { min: 1, max: 500 }) ?? 50,
    before: wholeNumber(args, 'before', { min: 1, max: Number.MAX_SAFE_INTEGER }),
  });
}
