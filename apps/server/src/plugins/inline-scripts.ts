import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Each inline <script> of a page as a Content-Security-Policy source ('sha256-…'): a policy listing them lets
 * exactly those scripts run, and no other inline script (an injected one has another hash).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
  );
}

/**
 * The inline scripts of the built web app's page (its early script: apps/web/vite-plugins/early-script.ts), read
 * once at start; none when the app is not built.
 */
export function webAppScriptHashes(webDir: string): string[] {
  const file = path.join(webDir, 'index.html');
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}
