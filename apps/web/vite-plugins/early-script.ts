import { createHash } from 'node:crypto';
import { build, type Plugin, type Rollup } from 'vite';

/**
 * Builds `entry` (app/start-early.ts) on its own, as a small classic script, and loads it from the page's <head>
 * with `async`, so a signed-in first screen's reads (and the home banner's image) start as soon as the page
 * arrives instead of after the entry chunks (about 165 KB) have downloaded and run. main.tsx still imports the
 * same module: it sends whatever the script did not (lib/early-requests.ts shares one map between the two).
 */
export function earlyScript(entry: string): Plugin {
  let fileName = '';
  return {
    name: 'spruik-early-script',
    apply: 'build',
    async buildStart() {
      const result = (await build({
        configFile: false,
        logLevel: 'silent',
        build: {
          write: false,
          minify: true,
          emptyOutDir: false,
          lib: { entry, formats: ['iife'], name: 'spruikEarly', fileName: () => 'early.js' },
        },
      })) as Rollup.RollupOutput[];
      const chunk = result[0].output.find((o): o is Rollup.OutputChunk => o.type === 'chunk');
      if (!chunk) throw new Error('early script: no output');
      const hash = createHash('sha256').update(chunk.code).digest('hex').slice(0, 10);
      fileName = `assets/early-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head-prepend' },
    ],
  };
}
