// The layers of DESIGN.md §2 as lint rules (import/no-restricted-paths, import/no-cycle),
// plus the typescript-eslint and react-hooks recommended sets. No type-aware rules: they need
// the TypeScript program and make the lint several times slower; `npm run typecheck` does that.
import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
// eslint-plugin-import rather than import-x: import-x needs a native resolver (unrs-resolver) whose
// other-platform builds the registry here lacks, which leaves `npm ci` unable to trust the lock file.
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const LAYERS = 'DESIGN.md §2';

/** @type {{ target: string | string[]; from: string | string[]; except?: string[]; message: string }[]} */
const zones = [
  // web → schema, worker → schema; never web ↔ worker; schema is imported by both and imports neither.
  { target: './web', from: './worker', message: `web never imports worker code (${LAYERS}); share through schema/.` },
  { target: './worker', from: './web', message: `worker never imports web code (${LAYERS}); share through schema/.` },
  { target: './schema', from: ['./web', './worker', './seed', './bench'], message: `schema/ is the shared contract and imports neither side (${LAYERS}).` },

  // Inside the worker: routes → services → db. Routes and middleware get the database through
  // db/client.ts and do everything else through a service; services never see routes or
  // middleware (they never touch the Hono context); the db layer knows no domain rules.
  {
    target: ['./worker/src/routes', './worker/src/middleware'],
    from: './worker/src/db',
    except: ['./client.ts'],
    message: `routes and middleware reach repositories only through a service (routes → services → db, ${LAYERS}).`,
  },
  {
    target: './worker/src/services',
    from: ['./worker/src/routes', './worker/src/middleware', './worker/src/app.ts', './worker/src/index.ts'],
    message: `services never import routes or middleware (routes → services → db, ${LAYERS}).`,
  },
  {
    target: './worker/src/db',
    from: ['./worker/src/services', './worker/src/routes', './worker/src/middleware', './worker/src/app.ts', './worker/src/index.ts'],
    message: `db/ imports no service, route or middleware (routes → services → db, ${LAYERS}).`,
  },
  {
    target: './worker/src/middleware',
    from: './worker/src/routes',
    message: `middleware never imports routes (${LAYERS}).`,
  },
  {
    target: './worker/src/lib',
    from: ['./worker/src/routes', './worker/src/middleware', './worker/src/services', './worker/src/db', './worker/src/app.ts', './worker/src/index.ts'],
    message: `worker/src/lib holds helpers below every layer (${LAYERS}).`,
  },

  // Inside the web app: shared (components, lib) → features → pages/app. No feature imports another.
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: `no imports between features (${LAYERS}): move shared code to web/src/components, web/src/lib or schema/, or compose the features in a page.`,
  })),
  {
    target: ['./web/src/components', './web/src/shared', './web/src/i18n', './web/src/lib'],
    from: ['./web/src/features', './web/src/pages', './web/src/app'],
    message: `web/src/components, shared, i18n and lib are shared by every feature and import none (${LAYERS}).`,
  },
  // Below the features, from the bottom up: lib (generic helpers, no product knowledge) → i18n (the two
  // languages) → shared (the product's own cross-feature pieces: session, site, citations) and components.
  {
    target: './web/src/lib',
    from: ['./web/src/i18n', './web/src/shared', './web/src/components'],
    message: `web/src/lib holds generic helpers that know nothing of the product (${LAYERS}); product code goes to web/src/shared.`,
  },
  {
    target: './web/src/i18n',
    from: ['./web/src/shared', './web/src/components'],
    message: `web/src/i18n sits below shared and components (${LAYERS}): it may use lib only.`,
  },
];

/** Code of a feature never imports pages or app; its tests may render the page that composes it. */
const featureAbovePages = {
  target: './web/src/features',
  from: ['./web/src/pages', './web/src/app'],
  message: `features never import pages or app (${LAYERS}); pages compose features.`,
};

/** Test helpers live in web/test, never beside the product's code; only tests import them. */
const testHelpersOutsideProduct = {
  target: './web/src',
  from: './web/test',
  message: 'only tests import web/test: test helpers are not product code (issue 28 item 4).',
};

const TESTS = ['**/*.test.{ts,tsx}', '**/*.spec.ts'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/dist-worker/',
    '**/.wrangler/',
    'bench/.data/',
    'seed/.out/',
    'test-results/',
    'playwright-report/',
    'schema/migrations/',
    'web/public/',
    'worker-configuration.d.ts',
  ]),
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    extends: [tseslint.configs.recommended],
    plugins: { import: importPlugin },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      // Without these, the plugin only parses .js files and no-cycle never sees a TypeScript module.
      'import/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.d.ts'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...zones, featureAbovePages, testHelpersOutsideProduct] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // The codebase marks deliberately unused names with `_` (a rest-omit `{ text: _text, ...rest }`,
      // a callback's unused parameter); anything else unused is an error.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: TESTS,
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      // Nothing imports a test file, so it cannot be on a cycle: skipping its graph walk is free.
      'import/no-cycle': 'off',
    },
  },
  {
    // Cycles are a property of the product's code. The test, benchmark and browser-test support code sits
    // above it and imports much of it, so walking its graph would take most of the lint's time for nothing.
    // The root config files (vite, vitest, playwright) import big tool packages the walk would parse too.
    files: ['bench/**', 'e2e/**', 'worker/test/**', 'web/test/**', '*.{ts,js,mjs}'],
    rules: { 'import/no-cycle': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Accessibility of the markup (issue 28 item 6): the plugin's recommended set on the SPA's JSX.
    files: ['web/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // The legislation table turns into cards on a phone (display: block), which drops a table's implicit roles in
      // browsers: its elements keep their roles written out.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], table: ['table'], thead: ['rowgroup'], tbody: ['rowgroup'] }],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': ['error', { tr: ['none', 'presentation', 'row'], td: ['cell'] }],
      // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable): labelled regions and <pre>.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: ['pre'] }],
    },
  },
);
