import { build, type Plugin, type Rollup } from 'vite';

/** The built file's name: workbox's importScripts in vite.config.ts names it too. */
export const PUSH_WORKER = 'push-sw.js';

/**
 * Builds the service worker's push handlers (src/features/push/service-worker.ts) into one classic script,
 * push-sw.js at the site's root, which vite-plugin-pwa's generated sw.js loads with importScripts. The generated
 * worker keeps its caching rules as they are; this file only adds the push and notificationclick handlers. The
 * server revalidates root files on every use, and the browser compares imported scripts when it checks sw.js for
 * an update, so a release's new handlers take over like its new sw.js.
 */
export function pushWorker(entry: string): Plugin {
  return {
    name: 'spruik-push-worker',
    apply: 'build',
    async generateBundle() {
      const result = (await build({
        configFile: false,
        logLevel: 'silent',
        build: {
          write: false,
          minify: true,
          emptyOutDir: false,
          lib: { entry, formats: ['iife'], name: 'spruikPush', fileName: () => PUSH_WORKER },
        },
      })) as Rollup.RollupOutput[];
      const chunk = result[0].output.find((o) => o.type === 'chunk');
      if (!chunk) throw new Error('push worker: no output');
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER, source: chunk.code });
    },
  };
}
