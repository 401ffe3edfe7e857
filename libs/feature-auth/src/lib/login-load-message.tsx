import { useEffect } from 'react';
import { portalStorage } from '@bp/data-access-api';
import { useBranding, useFeedback } from '@bp/ui-kit';

/** Spec 03 §7: a message left for the sign-in screens (an admin password reset, a campaign). */
export const CUSTOM_LOGIN_LOAD_MESSAGE_KEY = 'customLoginLoadMessage';

const MESSAGE_TYPES = ['info', 'success', 'warning', 'error', 'template'] as const;
export type LoginLoadMessageType = (typeof MESSAGE_TYPES)[number];

export interface LoginLoadMessage {
  message: string;
  /** 'template': the message is followed by a link to the tenant's site. */
  type: LoginLoadMessageType;
}

function isMessageType(value: unknown): value is LoginLoadMessageType {
  return typeof value === 'string' && (MESSAGE_TYPES as readonly string[]).includes(value);
}

/**
 * Reads the stored message: JSON `{ message, type }`, or plain text (shown as information).
 * Anything without text is no message.
 */
export function parseLoginLoadMessage(stored: string | null | undefined): LoginLoadMessage | undefined {
  if (!stored?.trim()) return undefined;
  let value: unknown = stored;
  try {
    value = JSON.parse(stored);
  } catch {
    // Plain text.
  }
  if (typeof value === 'string') return value.trim() ? { message: value, type: 'info' } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, type } = value as { message?: unknown; type?: unknown };
  if (typeof message !== 'string' || !message.trim()) return undefined;
  return { message, type: isMessageType(type) ? type : 'info' };
}

/** Long enough to read and to follow the tenant link. */
const LOGIN_LOAD_MESSAGE_SECONDS = 15;

/** Shows the stored login-load message once as a snackbar, then forgets it. */
export function useLoginLoadMessage(): void {
  const { message: snackbar } = useFeedback();
  const { tenantSiteUrl, tenantName } = useBranding();
  useEffect(() => {
    const storage = portalStorage();
    const loadMessage = parseLoginLoadMessage(storage?.getItem(CUSTOM_LOGIN_LOAD_MESSAGE_KEY));
    if (!loadMessage) return;
    storage?.removeItem(CUSTOM_LOGIN_LOAD_MESSAGE_KEY);
    const isTemplate = loadMessage.type === 'template';
    void snackbar.open({
      type: loadMessage.type === 'template' ? 'info' : loadMessage.type,
      duration: LOGIN_LOAD_MESSAGE_SECONDS,
      content:
        isTemplate && tenantSiteUrl ? (
          <span>
            {loadMessage.message} <a href={tenantSiteUrl}>{tenantName || tenantSiteUrl}</a>
          </span>
        ) : (
          loadMessage.message
        ),
    });
  }, [snackbar, tenantSiteUrl, tenantName]);
}
