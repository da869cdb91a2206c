// What the project says it runs on (`engines.node`) and what it installs (package-lock.json) agree: no package in
// the lock asks for a newer Node.js than the oldest one the project accepts, so `npm install` prints no EBADENGINE.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('Node.js version', () => {
  it('every locked package accepts the oldest Node.js that engines.node allows', () => {
    const oldest = semver.minVersion(readJson('package.json').engines.node)!.version;
    const lock = readJson('package-lock.json') as {
      packages: Record<string, { engines?: { node?: string } }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, pkg]) => typeof pkg.engines?.node === 'string')
      .filter(([, pkg]) => !semver.satisfies(oldest, pkg.engines!.node!))
      .map(([name, pkg]) => `${name} wants ${pkg.engines!.node}`);
    expect(refusing).toEqual([]);
  });

  it('the README names the Node.js version engines.node allows', () => {
    const range = readJson('package.json').engines.node as string;
    const major = semver.minVersion(range)!.major;
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain(`Node.js ${major}`);
  });
});
