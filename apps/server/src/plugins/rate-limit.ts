import type { FastifyRequest } from 'fastify';
import { tooMany } from '../lib/app-error';
import { MSG } from '@spruik/shared';
import type { Clock } from '../lib/clock';

/**
 * Fixed-window counters in memory, per process: per e-mail (stops guessing one account) and per IP (stops
 * spraying many accounts). The IP budget is generous so a venue's shared Wi-Fi is not locked out.
 */
export type RateLimiter = { hit: (req: FastifyRequest, action: string, email?: string) => void };

export function createRateLimiter(
  opts: { windowSeconds: number; perEmail: number; perIp: number },
  clock: Clock,
): RateLimiter {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const bump = (key: string, limit: number) => {
    const now = clock.now().getTime();
    let c = counters.get(key);
    if (!c || c.resetAt <= now) {
      c = { count: 0, resetAt: now + opts.windowSeconds * 1000 };
      counters.set(key, c);
    }
    c.count += 1;
    if (counters.size > 50_000) for (const [k, v] of counters) if (v.resetAt <= now) counters.delete(k);
    return c.count <= limit;
  };
  return {
    hit(req, action, email) {
      const ipOk = bump(`${action}:ip:${req.ip}`, opts.perIp);
      const emailOk = email ? bump(`${action}:email:${email.toLowerCase()}`, opts.perEmail) : true;
      if (!ipOk || !emailOk) throw tooMany(MSG.tooManyRequests);
    },
  };
}
