/**
 * The TEST MODE pages standing in for a platform without keys (docs/connected-accounts.md, "TEST MODE"): plain
 * HTML forms, no script (the CSP allows none), readable on a phone, with the same look as the payments sandbox.
 */
import { PRODUCT_NAME, type Platform } from '@spruik/shared';
import { PLATFORM_NAMES } from './connection-access';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function shell(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} - TEST MODE - ${esc(PRODUCT_NAME)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #222; }
  .banner { background: #b00020; color: #fff; text-align: center; font-weight: 700; padding: 10px; letter-spacing: 1px; }
  main { max-width: 420px; margin: 24px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 8px #0002; box-sizing: border-box; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .note { color: #666; font-size: 0.9rem; }
  .error { color: #b00020; font-weight: 600; }
  label { display: block; margin: 14px 0 4px; font-weight: 600; }
  input, select, textarea { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid #bbb; border-radius: 8px; font-family: inherit; }
  textarea { min-height: 96px; }
  form { margin: 12px 0; }
  .btn { display: block; width: 100%; box-sizing: border-box; padding: 14px; font-size: 1.05rem; border-radius: 8px; border: 0; cursor: pointer; text-align: center; text-decoration: none; margin-top: 12px; }
  .pay { background: #1b873f; color: #fff; }
  .cancel { background: #e0e0e0; color: #222; }
  .small { display: inline-block; width: auto; padding: 8px 12px; font-size: 0.9rem; margin: 6px 6px 0 0; }
  ul { list-style: none; padding: 0; }
  li { border-top: 1px solid #eee; padding: 12px 0; overflow-wrap: anywhere; }
  li form { display: inline; margin: 0; }
  .tag { display: inline-block; font-size: 0.8rem; padding: 2px 8px; border-radius: 10px; background: #eee; }
</style>
</head>
<body>
<div class="banner">TEST MODE - no real account is connected</div>
<main>
${body}
</main>
</body>
</html>`;
}

const TYPE_LABELS = { MEDIA_CREATOR: 'Creator', BUSINESS: 'Business', PERSONAL: 'Personal' } as const;

export type ConnectForm = { handle: string; accountType: string; followers: string };

/** The consent page: the demo creator picks the test account, then Approve or Deny (through the real callback). */
export function sandboxConnectPage(p: {
  platform: Platform;
  state: string;
  form?: ConnectForm;
  error?: string;
}) {
  const name = PLATFORM_NAMES[p.platform];
  const f = p.form ?? { handle: '', accountType: 'MEDIA_CREATOR', followers: '1500' };
  const typeField =
    p.platform === 'instagram'
      ? `<label for="accountType">Account type</label>
  <select id="accountType" name="accountType">${Object.entries(TYPE_LABELS)
    .map(
      ([v, l]) =>
        `<option value="${v}"${f.accountType === v ? ' selected' : ''}>${l}${v === 'PERSONAL' ? ' (Instagram refuses it)' : ''}</option>`,
    )
    .join('')}</select>`
      : '';
  return shell(
    `Connect ${name}`,
    `<h1>Connect a test ${esc(name)} account</h1>
  <p class="note">${esc(PRODUCT_NAME)} asks to read your profile, follower count and posts.</p>
  ${p.error ? `<p class="error" role="alert">${esc(p.error)}</p>` : ''}
  <form method="post" action="/api/social/${p.platform}/sandbox">
    <input type="hidden" name="state" value="${esc(p.state)}">
    <label for="handle">${p.platform === 'youtube' ? 'Channel handle' : 'Username'}</label>
    <input id="handle" name="handle" value="${esc(f.handle)}" autocomplete="off" placeholder="yourname" required>
    ${typeField}
    <label for="followers">${p.platform === 'youtube' ? 'Subscribers' : 'Followers'}</label>
    <input id="followers" name="followers" type="number" inputmode="numeric" min="0" max="100000000" value="${esc(f.followers)}" required>
    <button class="btn pay" type="submit" name="decision" value="approve">Approve</button>
    <button class="btn cancel" type="submit" name="decision" value="deny" formnovalidate>Deny</button>
  </form>
  <p class="note">This page stands in for ${esc(name)} because no ${esc(name)} keys are configured.</p>`,
  );
}

export function sandboxMessagePage(title: string, text: string, status = 'Back to your profile') {
  return shell(
    title,
    `<h1>${esc(title)}</h1><p>${esc(text)}</p><p><a class="btn cancel" href="/profile">${esc(status)}</a></p>`,
  );
}

export type SandboxPostView = {
  id: string;
  permalink: string;
  caption: string;
  isPublic: boolean;
  publishedAt: Date;
};

/** A sandbox account's posts: write one and get its link, make it private, delete it. */
export function sandboxPostsPage(p: {
  platform: Platform;
  handle: string;
  base: string;
  posts: SandboxPostView[];
  error?: string;
}) {
  const name = PLATFORM_NAMES[p.platform];
  const items = p.posts
    .map(
      (post) => `<li>
      <div><span class="tag">${post.isPublic ? 'Public' : 'Private'}</span> ${esc(post.publishedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC</div>
      <p>${esc(post.caption)}</p>
      <div><a href="${esc(post.permalink)}">${esc(post.permalink)}</a></div>
      <form method="post" action="${esc(`${p.base}/${encodeURIComponent(post.id)}/private`)}"><button class="btn cancel small" type="submit">${post.isPublic ? 'Make private' : 'Make public'}</button></form>
      <form method="post" action="${esc(`${p.base}/${encodeURIComponent(post.id)}/delete`)}"><button class="btn cancel small" type="submit">Delete</button></form>
    </li>`,
    )
    .join('');
  return shell(
    `${name} posts`,
    `<h1>@${esc(p.handle)} on ${esc(name)}</h1>
  <p class="note">Posts of this test account. Copy a post's link into a campaign's proof to see it checked.</p>
  ${p.error ? `<p class="error" role="alert">${esc(p.error)}</p>` : ''}
  <form method="post" action="${esc(p.base)}">
    <label for="caption">${p.platform === 'instagram' ? 'Caption' : 'Title and description'}</label>
    <textarea id="caption" name="caption" maxlength="2200" required placeholder="#ad Loving the new menu at @venue"></textarea>
    <button class="btn pay" type="submit">Publish</button>
  </form>
  <ul>${items || '<li class="note">No posts yet.</li>'}</ul>
  <p><a class="btn cancel" href="/profile">Back to your profile</a></p>`,
  );
}

/** The status page of a Meta data-deletion request. */
export function deletionStatusPage(p: { code: string; status: string | null; at: Date | null }) {
  const body = p.status
    ? `<p>Confirmation code <strong>${esc(p.code)}</strong>.</p><p>${
        p.status === 'completed'
          ? `Completed${p.at ? ` on ${esc(p.at.toISOString().slice(0, 10))}` : ''}: ${esc(PRODUCT_NAME)} no longer holds the access tokens, the follower count or the posts read through this Instagram account.`
          : 'In progress.'
      }</p>`
    : '<p>No deletion request has this confirmation code.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Data deletion - ${esc(PRODUCT_NAME)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 420px; margin: 24px auto; padding: 0 16px;"><h1>Instagram data deletion</h1>${body}</body></html>`;
}
