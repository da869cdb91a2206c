import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// ---- Import boundaries: docs/architecture.md "Layers and boundaries" says why. ----
// Every path is an absolute glob, so the zones mean the same from the root (`npm run lint`) and from a test.
const root = import.meta.dirname;
const S = path.join(root, 'apps/server/src');
const W = path.join(root, 'apps/web/src');

/** The server's layers, bottom to top: each one imports only the layers before it, and itself. */
const serverLayers = [
  { name: 'lib', files: [`${S}/lib/**`] },
  { name: 'config', files: [`${S}/config/**`] },
  { name: 'db', files: [`${S}/db/*.ts`, `${S}/db/!(seed)/**`] },
  { name: 'ledger', files: [`${S}/ledger/**`] },
  { name: 'plugins', files: [`${S}/plugins/**`, `${S}/@(deps).ts`] }, // a glob too: zones may not mix
  { name: 'features', files: [`${S}/features/**`] },
  { name: 'app', files: [`${S}/!(deps).ts`, `${S}/jobs/**`, `${S}/cli/**`] },
];

const layerZones = serverLayers.slice(0, -1).map((layer, i) => {
  const above = serverLayers.slice(i + 1);
  return {
    target: layer.files,
    from: above.flatMap((l) => l.files),
    message: `The server's ${layer.name} layer may not import ${above.map((l) => l.name).join(', ')}: a layer imports only the layers below it.`,
  };
});

/** A feature uses another one only through that feature's index.ts, its public face. */
const features = readdirSync(`${S}/features`, { withFileTypes: true }).filter((d) => d.isDirectory());
const featureZones = features.map(({ name }) => ({
  target: [`${S}/features/${name}/**`],
  from: [`${S}/features/**`],
  except: [`${S}/features/${name}/**`, `${S}/features/*/index.ts`],
  message: 'Import another feature through its index.ts, never its internals.',
}));

/** The seed may call anything; only start.ts, which runs it, imports it. */
const seedZone = {
  target: [`${S}/!(start).ts`, `${S}/!(db)/**`, `${S}/db/*.ts`, `${S}/db/!(seed)/**`],
  from: [`${S}/db/seed/**`],
  message: 'Nothing imports the demo seed except start.ts, which runs it.',
};

/** The web: shared components and lib know no feature; features never reach into app/ (app/ composes them). */
const webZones = [
  {
    target: [`${W}/components/**`, `${W}/lib/**`],
    from: [`${W}/features/**`, `${W}/app/**`],
    message: 'components/ and lib/ are shared by every feature and may not import a feature or app/.',
  },
  {
    target: [`${W}/features/**`],
    from: [`${W}/app/**`],
    message: 'app/ composes the features; a feature may not import it.',
  },
];

const boundaryZones = [...layerZones, ...featureZones, seedZone, ...webZones];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // One date format. Dates and counts are formatted only in lib/date.ts and lib/number.ts (en-AU
    // whatever the browser's locale); a stray toLocale*String would follow the browser again.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/date.ts', 'apps/web/src/lib/number.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format dates with lib/date.ts and counts with lib/number.ts (en-AU everywhere).',
        })),
        { object: 'Intl', property: 'DateTimeFormat', message: 'Format dates with lib/date.ts (en-AU).' },
      ],
    },
  },
  {
    // One dialog for the app: components/ui/dialog.tsx, whose phone Back closes it (lib/dialog-history.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/dialog.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material/Dialog', message: 'Use components/ui/dialog.tsx: Back closes it.' },
            { name: '@mui/material', importNames: ['Dialog'], message: 'Use components/ui/dialog.tsx.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript files when following imports (no-cycle); the resolver below finds them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'].map((p) => path.join(root, p)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
