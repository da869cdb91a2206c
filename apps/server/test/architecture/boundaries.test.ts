/**
 * The import boundaries of docs/architecture.md are ESLint rules (eslint.config.js), so `npm run lint`, and
 * with it CI, fails on a wrong import. Each case lints one import, as a file at the given place would hold it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary problems ESLint reports for `code` in a file at `file` (relative to the repository). */
async function boundaryProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-cycle')
    .map((m) => m.message);
}

const server = (p: string) => `apps/server/src/${p}`;

describe('server layers: lib -> config -> db -> ledger -> plugins -> features -> app', () => {
  it.each([
    ['lib', server('lib/probe.ts'), `import { findUser } from '../db/tables/users';`],
    ['config', server('config/probe.ts'), `import type { Db } from '../db/client';`],
    ['db', server('db/tables/probe.ts'), `import { writeAudit } from '../../features/audit';`],
    ['ledger', server('ledger/probe.ts'), `import { route } from '../plugins/route';`],
    ['plugins', server('plugins/probe.ts'), `import { isStoredImageName } from '../features/images';`],
    ['plugins', server('deps.ts'), `import { featureRoutes } from './routes';`],
    ['features', server('features/accounts/probe.ts'), `import { featureRoutes } from '../../routes';`],
  ])('the %s layer may not import a higher one', async (layer, file, code) => {
    const problems = await boundaryProblems(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`The server's ${layer} layer may not import`);
  });

  it('lets a layer import the ones below it', async () => {
    const code = [
      `import { AppError } from '../../lib/app-error';`,
      `import type { Config } from '../../config/env';`,
      `import { findUser } from '../../db/tables/users';`,
      `import { balanceOf } from '../../ledger';`,
      `import { route } from '../../plugins/route';`,
      `import type { Deps } from '../../deps';`,
    ].join('\n');
    expect(await boundaryProblems(server('features/accounts/probe.ts'), code)).toEqual([]);
    const app = `import { settleDueCampaigns } from '../features/campaigns/settle.service';`;
    expect(await boundaryProblems(server('jobs/probe.ts'), app)).toEqual([]);
  });
});

describe('server features', () => {
  it("may not import another feature's internals", async () => {
    const problems = await boundaryProblems(
      server('features/campaigns/probe.ts'),
      `import { writeAudit } from '../audit/audit.repository';`,
    );
    expect(problems).toEqual([expect.stringContaining('through its index.ts')]);
  });

  it('lets participation use campaigns through its index, not its repositories directly', async () => {
    const ok = `import { activitiesRepo, approveActivity } from '../campaigns';`;
    expect(await boundaryProblems(server('features/participation/probe.ts'), ok)).toEqual([]);
    const internal = `import * as activitiesRepo from '../campaigns/activities.repository';`;
    expect(await boundaryProblems(server('features/participation/probe.ts'), internal)).toEqual([
      expect.stringContaining('through its index.ts'),
    ]);
  });

  it('import another feature through its index.ts, and their own files freely', async () => {
    const code = `import { writeAudit } from '../audit';\nimport * as repo from './campaigns.repository';`;
    expect(await boundaryProblems(server('features/campaigns/probe.ts'), code)).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('is imported by nothing but start.ts', async () => {
    const code = `import { demoAdmin } from '../../db/seed/demo-data';`;
    const problems = await boundaryProblems(server('features/accounts/probe.ts'), code);
    expect(problems).toEqual([expect.stringContaining('Nothing imports the demo seed')]);
    const fromCli = await boundaryProblems(
      server('cli/probe.ts'),
      `import { demoAdmin } from '../db/seed/demo-data';`,
    );
    expect(fromCli).toEqual([expect.stringContaining('Nothing imports the demo seed')]);
    expect(
      await boundaryProblems(server('start.ts'), `import { seedDemoWorld } from './db/seed/index';`),
    ).toEqual([]);
  });

  it("may call the app's services", async () => {
    const code = `import { ensureAdmin } from '../../features/accounts/admin-accounts';\nimport type { App } from '../../app';`;
    expect(await boundaryProblems(server('db/seed/probe.ts'), code)).toEqual([]);
  });
});

describe('web', () => {
  it.each([
    ['apps/web/src/components/ui/probe.tsx', `import { meKey } from '../../features/accounts/api/get-me';`],
    ['apps/web/src/lib/probe.ts', `import { meKey } from '../features/accounts/api/get-me';`],
    ['apps/web/src/features/home/probe.ts', `import { router } from '../../app/router';`],
  ])('%s may not import that', async (file, code) => {
    expect(await boundaryProblems(file, code)).toHaveLength(1);
  });

  it('features may use shared components, lib and other features', async () => {
    const code = [
      `import { meKey } from '../../accounts/api/get-me';`,
      `import { call } from '../../../lib/api';`,
      `import { Page } from '../../../components/ui/page';`,
    ].join('\n');
    expect(await boundaryProblems('apps/web/src/features/home/pages/probe.tsx', code)).toEqual([]);
  });

  it('reports an import cycle', async () => {
    // components/ui/global-feedback.tsx imports lib/feedback.ts: importing it back closes a cycle.
    const problems = await boundaryProblems(
      'apps/web/src/lib/feedback.ts',
      `import '../components/ui/global-feedback';`,
    );
    expect(problems).toEqual([expect.stringMatching(/cycle/i)]);
  });
});
