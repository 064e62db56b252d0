// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// Import boundaries (docs/architecture.md#shape): packages ← server modules / web features ← app shells.
// Expressed with core `no-restricted-imports` so a violation is a plain lint error with a reason.
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noApps = [
  {
    group: ['@shop/server', '@shop/server/*', '@shop/web', '@shop/web/*'],
    message: 'Packages and apps never import an app.',
  },
];
const noOrm = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Only repositories (and db/) touch the ORM.',
};
// The offline stand-ins (docs/decisions/094): sandbox payment gateways, the local sign-in provider,
// the mail and message catchers, the profile page with test data. They live in stand-ins/ folders and
// only the files that choose a real part or its stand-in from the config may import them (tests and the
// stand-ins themselves too); production code cannot reach one by accident.
const noStandIns = {
  regex: '(^|/)stand-ins/',
  message:
    'Stand-ins are wired only by config: import one only from a wiring file (STAND_IN_WIRING in eslint.config.js).',
};
const STAND_IN_WIRING = [
  // The choosers of a real part or its stand-in from the config (payments, sign-in, mail, WhatsApp).
  'apps/server/src/wiring/**',
  'apps/server/src/app.ts',
  'apps/server/src/modules/payments/payments.service.ts',
];
const MAY_USE_STAND_INS = [
  ...STAND_IN_WIRING,
  'apps/server/src/stand-ins/**',
  'apps/web/app/stand-ins/**',
  '**/*.test.{ts,tsx}',
];
/** One server config object, split so the stand-in fence holds everywhere but where they may be used. */
const serverFiles = ({ files, ignores = [], patterns }) => [
  { files, ignores: [...ignores, ...MAY_USE_STAND_INS], rules: restrict(...patterns, noStandIns) },
  {
    files: files.map((glob) => [glob, `{${MAY_USE_STAND_INS.join(',')}}`]),
    ignores,
    rules: restrict(...patterns),
  },
];
const webFeatures = readdirSync(new URL('./apps/web/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Which server modules each module may build on (docs/decisions/090). Dependencies run one way:
// mail and orders at the bottom, the studio on top. The table must stay acyclic: this file refuses
// to load when it is not, and the rule below refuses any import the table does not allow, so no
// import cycle between modules can exist.
const MODULE_DEPENDENCIES = {
  mail: [],
  funnel: [],
  orders: ['mail', 'funnel'],
  uploads: ['orders'],
  videos: ['orders', 'uploads', 'mail'],
  payments: ['orders', 'uploads', 'previews', 'mail', 'funnel', 'promotions'],
  'child-data': ['orders', 'uploads', 'mail'],
  previews: ['uploads'],
  narration: [],
  'family-links': ['previews'],
  keepsakes: [],
  reviews: ['mail', 'funnel'],
  promotions: [],
  studio: ['orders', 'uploads', 'videos', 'payments', 'child-data', 'mail', 'previews', 'narration'],
  storage: ['uploads'],
  gifts: ['orders', 'uploads', 'payments', 'studio', 'mail'],
};
export function refuseCycles(table) {
  const visiting = new Set();
  const done = new Set();
  const visit = (module, path) => {
    if (done.has(module)) return;
    if (visiting.has(module))
      throw new Error(`MODULE_DEPENDENCIES has a cycle: ${[...path, module].join(' -> ')}`);
    visiting.add(module);
    for (const next of table[module] ?? []) visit(next, [...path, module]);
    visiting.delete(module);
    done.add(module);
  };
  for (const module of Object.keys(table)) visit(module, []);
}
refuseCycles(MODULE_DEPENDENCIES);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'data/**',
      'apps/web/build/**',
      'apps/web/.react-router/**',
      'apps/web/public/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // An endpoint's path is declared once, in packages/contracts; code calls it by name
    // (registerEndpoint, callEndpoint, endpointUrl). Tests keep literal paths on purpose: they call
    // the API as an outside client does, so a contract change that moves a path fails them.
    files: ['apps/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/server/src/test/**',
      'apps/server/test/**',
      'apps/web/app/lib/testing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api(\\/|\\?|$)/]', 'TemplateElement[value.raw=/^\\/api(\\/|\\?|$)/]'].map(
          (selector) => ({
            selector,
            message:
              'API paths live in packages/contracts: use the endpoint (registerEndpoint, callEndpoint, endpointUrl).',
          }),
        ),
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: restrict(...noApps, {
      group: ['@shop/content', '@shop/content/*', 'node:*', 'fs', 'pg', 'drizzle-orm', 'drizzle-orm/*'],
      message: 'Contracts are pure schemas and constants: no content, no I/O.',
    }),
  },
  {
    files: ['packages/content/**/*.ts'],
    rules: restrict(...noApps, {
      group: ['@shop/film', '@shop/film/*'],
      message: 'Content is data the film engine draws; it never imports the engine.',
    }),
  },
  {
    // The film engine: art, storyboards' composition, the renderer. The server's render worker and
    // the media generator import it; it imports no app.
    files: ['packages/film/**/*.ts'],
    rules: restrict(...noApps),
  },
  {
    files: ['apps/web/app/components/**/*.{ts,tsx}', 'apps/web/app/lib/**/*.{ts,tsx}'],
    rules: restrict(...noApps, noStandIns, {
      regex: '(^~/|/)(features|routes)/',
      message: 'Shared web code (components, lib) never imports a feature or a route.',
    }),
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/app/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      ...noApps,
      noStandIns,
      {
        regex: `^~/(features/(?!${feature}/)|routes/)`,
        message:
          'A feature never imports another feature or a route: move shared code to components/ or lib/.',
      },
      {
        regex: '^\\.\\./\\.\\./',
        message: 'Leave a feature through the ~/ alias, never by climbing out of it.',
      },
    ),
  })),
  ...serverFiles({
    files: ['apps/server/src/**/*.ts'],
    // The sandbox's own ledger is a repository, like the modules' ones.
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/modules/**',
      'apps/server/src/stand-ins/payments/sandbox-ledger.repository.ts',
    ],
    patterns: [...noApps, noOrm],
  }),
  ...serverFiles({
    files: ['apps/server/src/stand-ins/payments/sandbox-ledger.repository.ts'],
    patterns: noApps,
  }),
  ...serverModules.flatMap((module) => {
    const dir = `apps/server/src/modules/${module}`;
    const mayUse = MODULE_DEPENDENCIES[module] ?? [];
    const others = serverModules.filter((other) => other !== module);
    const forbidden = others.filter((other) => !mayUse.includes(other));
    // Another module only through its door, and only a module this one builds on (the table above).
    const crossModule = [
      {
        regex: `^\\.\\./(${others.join('|')})/(?!index(\\.ts)?$)`,
        message: "A module reaches another only through its door: import '../<module>/index.ts'.",
      },
      ...(forbidden.length
        ? [
            {
              regex: `^\\.\\./(${forbidden.join('|')})/`,
              message: `${module} does not build on that module (MODULE_DEPENDENCIES in eslint.config.js): modules depend one way, orders at the bottom, the studio on top; what a lower module needs of a higher one, it asks through a port it owns.`,
            },
          ]
        : []),
    ];
    const noRepository = {
      regex: '\\.repository(\\.ts)?$',
      // A row's type may be named anywhere in the module (its door exports the order record's).
      allowTypeImports: true,
      message: "Only a module's own service (and its tests) use its repository.",
    };
    return [
      ...serverFiles({ files: [`${dir}/**/*.repository.ts`], patterns: [...noApps, ...crossModule] }),
      ...serverFiles({ files: [`${dir}/**/*.service.ts`], patterns: [...noApps, ...crossModule, noOrm] }),
      { files: [`${dir}/**/*.test.ts`], rules: restrict(...noApps) },
      ...serverFiles({
        files: [`${dir}/**/*.ts`],
        ignores: [`${dir}/**/*.repository.ts`, `${dir}/**/*.service.ts`, `${dir}/**/*.test.ts`],
        patterns: [...noApps, ...crossModule, noOrm, noRepository],
      }),
    ];
  }),
);
