import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

type Bundle = Rollup.OutputBundle;
const isChunk = (o: Rollup.OutputAsset | Rollup.OutputChunk): o is Rollup.OutputChunk => o.type === 'chunk';

/** A chunk and every chunk it imports statically, by file name. */
function withImports(bundle: Bundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk && isChunk(chunk)) for (const dep of chunk.imports) withImports(bundle, dep, into);
  return into;
}

/**
 * For each first screen, the addresses of the chunks its modules need beyond what index.html already loads:
 * the chunk holding each module and the chunks those import.
 */
export function firstScreenChunks(
  bundle: Bundle,
  srcDir: string,
  screens: Record<string, readonly string[]>,
) {
  const chunks = Object.values(bundle).filter(isChunk);
  const initial = new Set<string>();
  for (const c of chunks) if (c.isEntry) withImports(bundle, c.fileName, initial);
  const table: Record<string, string[]> = {};
  for (const [screen, modules] of Object.entries(screens)) {
    const files = new Set<string>();
    for (const module of modules) {
      const id = path.join(srcDir, module);
      const own = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
      if (!own) throw new Error(`early script: no chunk holds ${module} (app/first-screens.ts)`);
      withImports(bundle, own.fileName, files);
    }
    table[screen] = [...files].filter((f) => !initial.has(f)).map((f) => `/${f}`);
  }
  return table;
}

/**
 * Builds `entry` (app/start-early.ts) on its own, as a small classic script, and writes it into the page's <head>
 * (after the entry chunks' tags, so their downloads start first), so a signed-in first screen's reads, its banner
 * image and its route modules start as the page is parsed instead of after the entry chunks (about 165 KB) have
 * downloaded and run; inline, it costs no request of its own (a file of its own was one more request before the
 * first paint on every screen, /signin included, where it has nothing to do). The server allows exactly this
 * script by its hash in the Content-Security-Policy (apps/server/src/plugins/inline-scripts.ts). main.tsx still
 * imports the same module: it sends whatever the script did not (lib/early-requests.ts shares one map between the
 * two). It is built once the app's chunks are known, so it can name each first screen's chunks.
 */
export function earlyScript(options: {
  entry: string;
  srcDir: string;
  screens: Record<string, readonly string[]>;
}): Plugin {
  let code = '';
  return {
    name: 'spruik-early-script',
    apply: 'build',
    // Before vite:build-html's generateBundle, which writes index.html (and so calls transformIndexHtml).
    enforce: 'pre',
    async generateBundle(_output, bundle) {
      const chunks = firstScreenChunks(bundle, options.srcDir, options.screens);
      const result = (await build({
        configFile: false,
        logLevel: 'silent',
        define: { __FIRST_SCREEN_CHUNKS__: JSON.stringify(chunks) },
        build: {
          write: false,
          minify: true,
          emptyOutDir: false,
          lib: { entry: options.entry, formats: ['iife'], name: 'spruikEarly', fileName: () => 'early.js' },
        },
      })) as Rollup.RollupOutput[];
      const chunk = result[0].output.find(isChunk);
      if (!chunk) throw new Error('early script: no output');
      // Inside <script>…</script>, the text must not end the element early.
      if (/<\/script/i.test(chunk.code)) throw new Error('early script: its code contains </script');
      code = chunk.code.trim();
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', children: code, injectTo: 'head' }],
    },
  };
}
