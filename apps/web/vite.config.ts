import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// The one config value for the product's name (bundled with this file: the package ships TypeScript).
import { PRODUCT_NAME } from '../../packages/shared/src/constants';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
import { routeTable } from './vite-plugins/route-table';
import { earlyScript } from './vite-plugins/early-script';
import { manifestAfterFirstScreen } from './vite-plugins/manifest-after-first-screen';
import { PUSH_WORKER, pushWorker } from './vite-plugins/push-worker';
import { firstScreenGroups } from './vite-plugins/first-screen-chunks';
import { FIRST_SCREEN_MODULES, GUEST_FIRST_SCREEN } from './src/app/first-screens';
import { API_CACHE } from './src/lib/saved-answers';

/** The app's sources: the first screens' modules (app/first-screens.ts) are named relative to it. */
const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/** The API server; the dev server and `vite preview` forward these paths to it. */
const target = process.env.API_TARGET ?? 'http://localhost:3000';
const proxy = {
  '/api': { target, changeOrigin: true },
  '/uploads': { target, changeOrigin: true },
  '/dev': { target, changeOrigin: true },
  '/socket.io': { target, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [
    // '@spruik/shared/api' as methods and paths only: the web never reads the contracts' schemas (ADR 0007).
    routeTable(),
    // A signed-in first screen's reads start from a small script in <head>, before the app's chunks arrive.
    earlyScript({
      entry: fileURLToPath(new URL('./src/app/start-early.ts', import.meta.url)),
      srcDir,
      screens: FIRST_SCREEN_MODULES,
    }),
    react(),
    // The service worker's push handlers, as /push-sw.js (features/push/service-worker.ts; docs/push.md).
    pushWorker(fileURLToPath(new URL('./src/features/push/service-worker.ts', import.meta.url))),
    // Installable. A web app manifest and a service worker that precaches the built app (scripts,
    // styles, icons) and the offline page; main.tsx registers it, and links the manifest, once the first screen has settled
    // (app/installable.ts), so neither joins the first screen's downloads.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'offline.html', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description: 'Creators promote the venues and businesses they love.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#d9531e',
        background_color: '#f6efe8',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,svg,png,woff2}', 'offline.html'],
        globIgnores: ['**/*.br', '**/*.gz'],
        // Pages always come from the server (index.html is revalidated on every load), so the visit after a
        // deploy runs the new release; only without a network does the offline page answer.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        // A new release's worker takes over at once, also the pages already open (their next load uses it).
        skipWaiting: true,
        clientsClaim: true,
        // Web Push: showing a push and opening its link (vite-plugins/push-worker.ts builds it).
        importScripts: [`/${PUSH_WORKER}`],
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'offline.html' } },
          },
          // Offline, a screen shows what it showed last time (docs/architecture.md, "Offline"): the signed-in
          // user's GETs go to the network first and only without one are answered from the last saved copy.
          // Never the console (/api/admin: other people's data), health checks, live checks that must be fresh
          // (a payment's verification, a random quiz question, two-factor) or downloads. Writes are never routed.
          // The copies belong to one user: the app deletes this cache whenever a session starts or ends
          // (lib/saved-answers.ts).
          {
            urlPattern: ({ request, url, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              url.pathname.startsWith('/api/') &&
              !/^\/api\/(admin|dev|health|ready|two-factor|transaction|questions)(\/|$)/.test(url.pathname) &&
              !url.pathname.endsWith('.csv'),
            handler: 'NetworkFirst',
            options: {
              cacheName: API_CACHE,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
            },
          },
        ],
        // Nothing else is routed: /uploads and the realtime channel go straight to the network and are never
        // stored by the service worker.
      },
    }),
    // The manifest's <link> is added once the first screen has settled (app/installable.ts).
    manifestAfterFirstScreen(),
    // A brotli (.br) and a gzip (.gz) copy of every built file, at the highest levels: the server sends the one
    // the browser accepts (@fastify/static preCompressed, apps/server/src/plugins/static.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  // zod without eval, for the Content-Security-Policy (see src/lib/zod-without-eval.ts).
  resolve: {
    alias: [
      // MUI's theme provider without its CSS-variables half (app/providers.tsx): its own file, which the package's
      // exports do not name.
      {
        find: /^mui-theme-no-vars\/(ThemeProviderNoVars)$/,
        replacement: `${path.dirname(require.resolve('@mui/material/package.json'))}/esm/styles/$1.js`,
      },
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries every screen needs get one long-cached chunk; the rest of what the entry imports (the frame
        // of every screen, the theme) and what every first screen needs gets one more, instead of a dozen tiny
        // ones each costing a request; the rest splits by page (lazy routes, app/routes/lazy-page.ts), the first
        // screens' pages by the screens that need them (vite-plugins/first-screen-chunks.ts). Only list packages
        // every first screen renders with, or they would move into every first download: react-hook-form is
        // /signin's and the forms' (in first-signin), zod none of them (lib/lazy-resolver.ts).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 20,
            },
            // Every icon in one chunk (8 KB brotli): a screen's icons came as half a dozen tiny chunks, each a
            // request a phone's connection queues; a first screen now loads about 5 KB more and 5 fewer files.
            { name: 'icons', test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/, priority: 0 },
            // The entry's chunk (main.tsx and what every first screen needs) and the first screens' chunks.
            ...firstScreenGroups(srcDir, FIRST_SCREEN_MODULES, {
              entry: { module: 'main.tsx', name: 'app' },
              guest: GUEST_FIRST_SCREEN,
              neverFirst: /node_modules[\\/]zod[\\/]|zod-without-eval/,
            }),
          ],
        },
      },
    },
  },
});
