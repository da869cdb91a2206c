/**
 * The web build's `zod` (vite.config.ts points every `import ... from 'zod'` here, the shared schemas' too).
 * The Content-Security-Policy forbids eval, and zod 4 compiles fast object parsers with `new Function`; even its
 * probe for that is reported as a CSP violation. `jitless` must be set before the first schema is built, and
 * only being a dependency of every schema module guarantees that whatever chunks the bundler makes.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
