import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import { healthRoutes } from './features/health/health.routes';

/** Every feature's routes, registered in this order. A new feature adds one line here. */
export const featureRoutes: Array<(app: FastifyInstance, deps: Deps) => void | Promise<void>> = [
  healthRoutes,
];
