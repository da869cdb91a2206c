/**
 * The proof checks (docs/connected-accounts.md "Proof checks"): pure functions from what the platform answered to
 * one result per check, in PROOF_CHECKS order, each with a sentence the owner and the creator read.
 */
import {
  PROOF_CHECKS,
  type Platform,
  type ProofCheck,
  type ProofCheckName,
  type ProofState,
} from '@spruik/shared';
import type { PlatformAccount, PlatformPost } from '../../creators';

/** Where an ad label must sit: Instagram cuts a caption behind "more" after about 125 characters. */
export const AD_LABEL_WINDOW = 125;

export type ProofOwner = {
  /** The owner's bare handle on the campaign's platform (users.<platform>Id), null when they have none. */
  handle: string | null;
  /** The campaign's link and the owner's website: a post naming either names the owner. */
  links: string[];
};

export type ProofInput = {
  post: PlatformPost | null;
  account: PlatformAccount;
  /** When the creator accepted (activities.createdAt): the post must come after. */
  acceptedAt: Date;
  /**
   * A visit-gated campaign (docs/visits.md): the visit that let the creator submit; the post must come after it.
   * Undefined when the campaign needs no visit (no check).
   */
  visitAt?: Date | null;
  owner: ProofOwner;
};

const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
/** Links to the platforms themselves name nobody in particular. */
const SOCIAL_DOMAINS = ['instagram.com', 'tiktok.com', 'youtube.com', 'youtu.be', 'facebook.com'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const when = (d: Date) =>
  d.toLocaleString('en-AU', { timeZone: 'Australia/Melbourne', dateStyle: 'medium', timeStyle: 'short' });
const result = (check: ProofCheckName, passed: boolean, detail: string): ProofCheck => ({
  check,
  passed,
  detail,
});

/** The handle as a whole word, with or without "@" (Instagram's caption omits it), any case. */
export function mentionsHandle(caption: string, handle: string): boolean {
  const h = handle.replace(/^@/, '').trim();
  if (!h) return false;
  // A handle is letters, digits, "_" and "."; "@venue." ends a sentence, "@venue.melb" is someone else.
  const re = new RegExp(`(?:^|[^\\p{L}\\p{N}._@])@?${escape(h)}(?![\\p{L}\\p{N}_]|\\.[\\p{L}\\p{N}_])`, 'iu');
  return re.test(caption);
}

/** The site's domain (without www.), or null for no link or a link to a social platform. */
export function domainOf(link: string): string | null {
  try {
    const url = new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (!host.includes('.') || SOCIAL_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) return null;
    return host;
  } catch {
    return null;
  }
}

/** The domain as a whole token in the text: "example.com", "www.example.com/menu", not "myexample.com". */
export function mentionsDomain(text: string, domain: string): boolean {
  const re = new RegExp(
    `(?:^|[^a-z0-9.-])(?:https?://)?(?:www\\.)?${escape(domain)}(?![a-z0-9-]|\\.[a-z0-9])`,
    'i',
  );
  return re.test(text);
}

const LABEL = /(?:^|[^\p{L}\p{N}_#])(#(?:ad|advertisement|sponsored)|paid partnership)(?![\p{L}\p{N}_])/giu;
const VAGUE = /(?:^|[^\p{L}\p{N}_#])(#?(?:sp|spon|collab|ambassador|gifted))(?![\p{L}\p{N}_])/giu;

/** The ad-label check: a clear label wholly within the first 125 characters; vague tags never count. */
export function adLabelCheck(caption: string): ProofCheck {
  const labels = [...caption.matchAll(LABEL)].map((m) => ({
    text: m[1]!,
    end: m.index + m[0].length,
  }));
  const inWindow = labels.find((l) => l.end <= AD_LABEL_WINDOW);
  if (inWindow)
    return result('adLabel', true, `"${inWindow.text}" is within the first ${AD_LABEL_WINDOW} characters.`);
  if (labels.length > 0)
    return result(
      'adLabel',
      false,
      `"${labels[0]!.text}" comes after the first ${AD_LABEL_WINDOW} characters, where it is hidden behind "more".`,
    );
  const vague = [...new Set([...caption.matchAll(VAGUE)].map((m) => m[1]!.toLowerCase()))];
  if (vague.length > 0)
    return result(
      'adLabel',
      false,
      `Only vague tags (${vague.join(', ')}), which do not count: use #ad, #advertisement, #sponsored or "Paid partnership" within the first ${AD_LABEL_WINDOW} characters.`,
    );
  return result(
    'adLabel',
    false,
    `No #ad, #advertisement, #sponsored or "Paid partnership" within the first ${AD_LABEL_WINDOW} characters.`,
  );
}

export function mentionsOwnerCheck(post: PlatformPost, owner: ProofOwner): ProofCheck {
  const handle = owner.handle?.replace(/^@/, '') || null;
  if (handle && mentionsHandle(post.caption, handle))
    return result('mentionsOwner', true, `The caption names @${handle}.`);
  const texts = [post.caption, ...(post.links ?? [])];
  for (const link of owner.links) {
    const domain = domainOf(link);
    if (domain && texts.some((t) => mentionsDomain(t, domain)))
      return result('mentionsOwner', true, `The post links to ${domain}.`);
  }
  const domains = owner.links.map(domainOf).filter((d): d is string => d !== null);
  const wanted = [handle ? `@${handle}` : null, ...domains].filter(Boolean).join(' or ');
  return result(
    'mentionsOwner',
    false,
    wanted ? `The caption does not name ${wanted}.` : 'The business has no handle or link to look for.',
  );
}

/** Every check in PROOF_CHECKS order (without `subscribed`); a post not found stops at the first. */
export function runProofChecks(input: ProofInput, platform: Platform): ProofCheck[] {
  const { post, account, acceptedAt, visitAt, owner } = input;
  const name = PLATFORM_NAMES[platform];
  if (!post) return [result('found', false, `No such post among @${account.handle}'s posts on ${name}.`)];
  return [
    result('found', true, `Found on ${name}.`),
    post.accountId === account.id
      ? result('ownAccount', true, `Published by @${account.handle}, the connected account.`)
      : result('ownAccount', false, `Published by another account, not @${account.handle}.`),
    post.publishedAt > acceptedAt
      ? result(
          'afterJoining',
          true,
          `Published ${when(post.publishedAt)}, after joining (${when(acceptedAt)}).`,
        )
      : result(
          'afterJoining',
          false,
          `Published ${when(post.publishedAt)}, before joining (${when(acceptedAt)}).`,
        ),
    ...(visitAt === undefined ? [] : [afterVisitCheck(post.publishedAt, visitAt)]),
    post.isPublic
      ? result('public', true, 'Anyone can see it.')
      : result('public', false, `It is private or unlisted on ${name}.`),
    mentionsOwnerCheck(post, owner),
    adLabelCheck(post.caption),
  ];
}

/** A visit-gated campaign's post must be published after the visit at the venue. */
function afterVisitCheck(publishedAt: Date, visitAt: Date | null): ProofCheck {
  if (!visitAt) return result('afterVisit', false, 'No visit at the venue was found before the post.');
  return publishedAt > visitAt
    ? result('afterVisit', true, `Published ${when(publishedAt)}, after the visit (${when(visitAt)}).`)
    : result('afterVisit', false, `Published ${when(publishedAt)}, before the visit (${when(visitAt)}).`);
}

/** Type 2 on YouTube: the one check. */
export const subscribedCheck = (subscribed: boolean, channelHandle: string): ProofCheck =>
  subscribed
    ? result('subscribed', true, `Subscribed to @${channelHandle}.`)
    : result('subscribed', false, `Not subscribed to @${channelHandle}.`);

/** verified when every check passed, else failed with the first failed check (in PROOF_CHECKS order). */
export function verdictOf(checks: ProofCheck[]): {
  state: Extract<ProofState, 'verified' | 'failed'>;
  reason: ProofCheckName | null;
} {
  const failed = PROOF_CHECKS.find((name) => checks.some((c) => c.check === name && !c.passed));
  return failed ? { state: 'failed', reason: failed } : { state: 'verified', reason: null };
}
