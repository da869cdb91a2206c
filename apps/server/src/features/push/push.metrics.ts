import { Counter } from 'prom-client';
import { registry } from '../../lib/metrics';
import type { PushOutcome } from './send';

/** Push requests by outcome (sent, gone, retry, dropped): a rising `retry` or `dropped` is worth a look. */
const pushRequests = new Counter({
  name: 'spruik_push_requests_total',
  help: 'Web Push requests to push services, by outcome',
  labelNames: ['outcome'],
  registers: [registry],
});

export const countPush = (outcome: PushOutcome) => pushRequests.inc({ outcome });
