// Lint for every workspace: typescript-eslint's recommended rules, no import cycles, no relative
// imports across workspaces, the web apps' and the backend's import boundaries, and the rules of React hooks in the web apps.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROOT = import.meta.dirname;
const folders = (dir) =>
  fs
    .readdirSync(`${ROOT}/${dir}`, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

// public-web (bulletproof-react's layers): a feature never imports another feature, and the shared levels
// (components/, lib/, api/) import no feature; only app/ composes features. Every folder under features/ is one.
const PUBLIC = 'public-web/src';
const publicZones = [
  ...folders(`${PUBLIC}/features`).map((feature) => ({
    target: `${PUBLIC}/features/${feature}`,
    from: `${PUBLIC}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to src/components, src/lib or src/api.',
  })),
  {
    target: [`${PUBLIC}/components`, `${PUBLIC}/lib`, `${PUBLIC}/api`],
    from: [`${PUBLIC}/features`, `${PUBLIC}/app`],
    message: 'Shared code does not import features or the app.',
  },
  { target: `${PUBLIC}/features`, from: `${PUBLIC}/app`, message: 'Features do not import the app.' },
];

// admin-web (react-admin's demo): a resource folder imports common/ and the console's providers, never another
// resource folder; common/ imports no resource folder. Every folder but common/ and test/ is a resource.
const ADMIN = 'admin-web/src';
const resources = folders(ADMIN).filter((f) => f !== 'common' && f !== 'test');
const adminZones = [
  ...resources.map((resource) => ({
    target: `${ADMIN}/${resource}`,
    from: resources.filter((other) => other !== resource).map((other) => `${ADMIN}/${other}`),
    message: 'A resource folder does not import another one: move what both need to common/.',
  })),
  {
    target: `${ADMIN}/common`,
    from: resources.map((resource) => `${ADMIN}/${resource}`),
    message: 'common/ does not import resource folders.',
  },
];

// backend (docs/architecture.md): a module owns its tables, so a folder under backend/src never imports another
// folder's `*.repository.ts`, not even for a type; it calls the owning module's exported service, and row types
// other modules need live in a non-repository file of the owning module.
const BACKEND = 'backend/src';
const backendZones = folders(BACKEND).map((module) => ({
  target: `${BACKEND}/${module}`,
  from: `${BACKEND}/**/*.repository.ts`,
  // Glob exceptions are matched against absolute paths.
  except: [`${ROOT}/${BACKEND}/${module}/**`],
  message: "A module reaches another module's tables through its exported service, never its repository.",
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '**/coverage/**', '.data/**', '**/fixtures/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the extensions and parsers, import-x skips every .ts/.tsx file and no-cycle never runs.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['shared/tsconfig.json', 'backend/tsconfig.json', 'public-web/tsconfig.json', 'admin-web/tsconfig.json'],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['public-web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...publicZones, ...adminZones] }],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: backendZones }] },
  },
  {
    // The embeddable widget's script runs in the host page's browser.
    files: ['backend/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
