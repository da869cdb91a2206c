import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

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
    react(),
    // A brotli (.br) and a gzip (.gz) copy of every built file, at the highest levels: the server sends the one
    // the browser accepts (@fastify/static preCompressed, apps/server/src/plugins/static.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  // zod without eval, for the Content-Security-Policy (see src/lib/zod-without-eval.ts).
  resolve: {
    alias: [
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
        // Libraries every screen needs get one long-cached chunk; the rest of what the entry imports (the shell
        // of every screen and /signin) gets one more, instead of a dozen tiny ones each costing a request; the
        // rest splits by page (lazy routes, app/routes/lazy-page.ts). Only list packages /signin loads anyway
        // (zod is not one: see lib/lazy-resolver.ts), or they would move into the first download.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|react-hook-form)[\\/]/,
              priority: 2,
            },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
