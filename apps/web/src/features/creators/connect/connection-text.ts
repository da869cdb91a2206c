/**
 * What a connected account says on /profile (docs/connected-accounts.md, "Connecting an account"): its state,
 * the count and how old it is, and what the platform's callback did (?social=<platform>&result=<code>).
 */
import {
  CONNECT_RESULTS,
  CONNECT_RESULT_TEXT,
  INSTAGRAM_CREATOR_STEPS,
  PLATFORMS,
  type ConnectResult,
  type Platform,
  type SocialAccount,
} from '@spruik/shared';
import { formatCount } from '../../../lib/number';

export const PLATFORM_NAMES = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' } as const;

/** "just now", "5 minutes ago", "2 hours ago", "3 days ago". */
export function readAgo(at: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  const [n, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 1440
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** "Connected · 1,234 followers · read 2 hours ago", "Reconnect needed", or null when not connected. */
export function connectionLine(a: SocialAccount, now: Date): string | null {
  if (!a.connection) return null;
  if (a.connection.status === 'reconnect')
    return 'Reconnect needed: connect again so we can read your account.';
  const unit = a.platform === 'youtube' ? 'subscribers' : 'followers';
  const test = a.connection.sandbox ? ' (test account)' : '';
  return `Connected${test} · ${formatCount(a.followers ?? 0)} ${unit} · read ${readAgo(a.connection.countReadAt, now)}`;
}

export type ConnectNote = {
  severity: 'success' | 'info' | 'warning';
  text: string;
  /** How to switch a personal Instagram account to a Creator one. */
  steps: readonly string[] | null;
};

/** What the callback did, from /profile's query; null when the query is not one of ours. */
export function connectNote(search: URLSearchParams): ConnectNote | null {
  const platform = search.get('social') as Platform | null;
  const result = search.get('result') as ConnectResult | null;
  if (!platform || !PLATFORMS.includes(platform) || !result || !CONNECT_RESULTS.includes(result)) return null;
  const name = PLATFORM_NAMES[platform];
  return {
    severity: result === 'connected' ? 'success' : result === 'denied' ? 'info' : 'warning',
    text: `${name}: ${CONNECT_RESULT_TEXT[result]}`,
    steps: result === 'personalAccount' ? INSTAGRAM_CREATOR_STEPS : null,
  };
}
