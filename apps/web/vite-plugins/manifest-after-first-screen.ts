import type { Plugin } from 'vite';

const MANIFEST_LINK = /\s*<link rel="manifest" href="[^"]+"[^>]*>/;

/**
 * Takes vite-plugin-pwa's `<link rel="manifest">` out of index.html: the app adds it once the first screen has
 * settled (app/installable.ts). In the page, the browser fetched the manifest and then its 192 px icon alongside
 * the first screen's scripts, two requests nothing on the first screen needs (installing needs them only later).
 * The build fails if the link is not there to take, rather than leave it in the page unnoticed.
 */
export function manifestAfterFirstScreen(): Plugin {
  return {
    name: 'spruik-manifest-after-first-screen',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!MANIFEST_LINK.test(html))
          throw new Error('manifest-after-first-screen: no <link rel="manifest"> in index.html');
        return html.replace(MANIFEST_LINK, '');
      },
    },
  };
}
