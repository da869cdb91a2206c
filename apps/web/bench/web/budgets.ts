/**
 * npm run bench:web — the JavaScript each first screen downloads, measured cold in Chromium against the built
 * server: guest /signin and each role's first screen signed in with a demo account, each in a fresh browser
 * context (empty cache). Reports the bytes on the wire (encoded: brotli or gzip when the server sends it) and
 * decoded, and whether a chunk of the charts, the map, socket.io, the query devtools or zod came with the first screen.
 *
 * The first screen is everything the page fetched until it had rendered with its data: the latest of the load
 * event, the screen's own content showing (READY: the route's modules arrive after the load event) and the last
 * /api answer started while the page settled. Scripts requested after that (a lazy dialog,
 * the realtime channel once the screen is idle) load later by definition and are listed, not counted.
 */
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { writePart, type Figure } from '../../../../bench/lib/report';
import { build, CHROMIUM, screensToRun, signedInStorage, startServer, type Screen } from './server';

const KB = 1000;
/** Libraries no first screen renders; a script containing one of these strings belongs to that library. */
const HEAVY = [
  { name: 'charts (@mui/x-charts)', signature: 'MuiChartsSurface' },
  { name: 'map (leaflet)', signature: 'leaflet-pane' },
  { name: 'socket.io-client', signature: 'io server disconnect' },
  { name: 'query devtools', signature: 'ReactQueryDevtools' },
  // The contracts' and forms' schemas: a first screen calls routes through the route table (ADR 0007) and a
  // form loads zod when it first validates (lib/lazy-resolver.ts).
  { name: 'zod', signature: '$ZodType' },
] as const;
const budgetFor = (s: Screen) => (s.email ? 250 : 170);
/** What each first screen shows once it has rendered with its data (the demo world's names). */
const READY: Record<Screen['path'], (page: Page) => Locator> = {
  '/signin': (page) => page.getByRole('heading', { name: 'Welcome back' }),
  '/home': (page) => page.getByRole('heading', { name: /^Hi Chloe/ }),
  '/business_campaigns': (page) => page.getByTestId('live-campaigns'),
  '/venue_home': (page) => page.getByRole('heading', { name: 'The Laneway Bar' }),
};
const QUIET_MS = 500;

/** Resolves once no request has been in flight for QUIET_MS (websockets are not requests). */
function networkQuiet(page: Page) {
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let resolve!: () => void;
  const quiet = new Promise<void>((r) => (resolve = r));
  const arm = () => {
    clearTimeout(timer);
    if (inFlight === 0) timer = setTimeout(resolve, QUIET_MS);
  };
  page.on('request', () => (inFlight++, arm()));
  const done = () => (inFlight--, arm());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { wait: () => (arm(), quiet) };
}

type Resource = {
  name: string;
  startTime: number;
  responseEnd: number;
  encodedBodySize: number;
  decodedBodySize: number;
};

/** The page's Resource Timing, as the page hands it over. */
type BrowserGlobals = {
  performance: {
    now(): number;
    getEntriesByType(type: string): Array<Resource & { loadEventEnd: number }>;
  };
};

async function measure(context: BrowserContext, base: string, screen: Screen) {
  const page = await context.newPage();
  const quiet = networkQuiet(page);
  await page.goto(`${base}${screen.path}`, { waitUntil: 'load' });
  await READY[screen.path](page).waitFor({ timeout: 30_000 });
  const readyAt = await page.evaluate(() => (globalThis as unknown as BrowserGlobals).performance.now());
  await quiet.wait();
  const landed = new URL(page.url()).pathname;
  if (landed !== screen.path) throw new Error(`${screen.name}: landed on ${landed}`);
  const { resources, loadEnd } = await page.evaluate(() => {
    const timing = (globalThis as unknown as BrowserGlobals).performance;
    return {
      resources: timing.getEntriesByType('resource').map((e) => ({
        name: e.name,
        startTime: e.startTime,
        responseEnd: e.responseEnd,
        encodedBodySize: e.encodedBodySize,
        decodedBodySize: e.decodedBodySize,
      })),
      loadEnd: timing.getEntriesByType('navigation')[0].loadEventEnd,
    };
  });
  await page.close();
  const pathOf = (r: Resource) => new URL(r.name).pathname;
  const settled = Math.max(
    loadEnd,
    readyAt,
    ...resources.filter((r) => pathOf(r).startsWith('/api/')).map((r) => r.responseEnd),
  );
  const scripts = resources.filter((r) => pathOf(r).endsWith('.js'));
  const first = scripts.filter((r) => r.startTime <= settled);
  if (process.env.BENCH_DEBUG)
    for (const r of resources)
      console.log(`  ${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${pathOf(r)}`);
  const later = scripts.filter((r) => r.startTime > settled).map(pathOf);
  const heavy = await Promise.all(
    HEAVY.map(async (lib) => {
      const hits: string[] = [];
      for (const r of first) {
        const text = await (await fetch(r.name)).text();
        if (text.includes(lib.signature)) hits.push(pathOf(r));
      }
      return { ...lib, hits };
    }),
  );
  const sum = (k: 'encodedBodySize' | 'decodedBodySize') => first.reduce((n, r) => n + r[k], 0) / KB;
  return {
    encoded: sum('encodedBodySize'),
    decoded: sum('decodedBodySize'),
    count: first.length,
    later,
    heavy,
  };
}

async function main() {
  build();
  const { base, stop } = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const figures: Figure[] = [];
  try {
    for (const screen of screensToRun()) {
      const storage = await signedInStorage(base, screen.email);
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        storageState: {
          cookies: [],
          origins: [
            { origin: base, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) },
          ],
        },
      });
      const m = await measure(context, base, screen);
      await context.close();
      console.log(
        `${screen.name}: ${m.count} scripts, ${m.encoded.toFixed(1)} KB encoded, ${m.decoded.toFixed(1)} KB decoded` +
          (m.later.length ? `; loaded after the first screen: ${m.later.join(', ')}` : ''),
      );
      figures.push(
        {
          name: `${screen.name} first-screen JS (encoded)`,
          value: Number(m.encoded.toFixed(1)),
          unit: 'KB',
          budget: { op: '<=', value: budgetFor(screen) },
          note: `${m.count} scripts, bytes on the wire (1 KB = 1000 bytes), cold cache`,
        },
        {
          name: `${screen.name} first-screen JS (decoded)`,
          value: Number(m.decoded.toFixed(1)),
          unit: 'KB',
          budget: null,
        },
        ...m.heavy.map((h) => ({
          name: `${screen.name} ${h.name} chunks`,
          value: h.hits.length,
          unit: 'chunks',
          budget: { op: '<=' as const, value: 0 },
          note: h.hits.length ? h.hits.join(', ') : undefined,
        })),
      );
    }
  } finally {
    await browser.close();
    stop();
  }
  writePart('web', figures, {
    browser: CHROMIUM,
    viewport: '390x844',
    cache: 'cold (fresh context per screen)',
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
