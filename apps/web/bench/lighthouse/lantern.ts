/**
 * What Lighthouse's simulated LCP waits for, from a run's own trace: Lantern (Lighthouse's simulator, its own code)
 * rebuilt on the run's artifacts, and the network requests of its LCP graph with their simulated start and end.
 * The simulated LCP is the latest end among the requests that finished before the observed LCP and the CPU
 * tasks that evaluated classic scripts or laid out the page: an ES module's evaluation and React's render are not
 * in that graph, so on this app the figure is a network estimate (slow 4G: 150 ms round trips, 1.6 Mbit/s shared
 * by every request in flight). docs/performance.md tells what it showed.
 */
import type { Artifacts, Config } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

type Settings = Config.Settings;

/** One line per request in the simulated LCP's graph, by simulated start: times in ms, bytes on the wire. */
export async function simulatedLcpPath(artifacts: Artifacts, settings: Settings): Promise<string> {
  const result = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: [],
      simulator: null,
    },
    { computedCache: new Map() } as never,
  );
  const lines: string[] = [];
  for (const [node, timing] of result.optimisticEstimate.nodeTimings) {
    if (node.type !== 'network') continue;
    const { url, transferSize, priority } = node.request;
    lines.push(
      `${Math.round(timing.startTime)}\t${Math.round(timing.endTime)}\t${transferSize} B\t${priority}\t${new URL(url).pathname}`,
    );
  }
  lines.sort((a, b) => Number(a.split('\t')[0]) - Number(b.split('\t')[0]));
  return [
    `simulated LCP ${Math.round(result.timing)} ms`,
    'start\tend\tbytes\tpriority\taddress',
    ...lines,
  ].join('\n');
}
