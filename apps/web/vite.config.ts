import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
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
  plugins: [react()],
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
        // Libraries every screen needs get one long-cached chunk; the rest splits by role (React.lazy pages).
        // Only list packages the guest pages load anyway, or they would move into the first download.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod|react-hook-form)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
