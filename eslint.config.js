// Lint: typescript-eslint's recommended rules, plus the determinism bans: no clocks and no
// ambient randomness below the HTTP layer, and no hono/zod in the engine.
import tseslint from 'typescript-eslint';

const banned = [
  {
    object: 'Math',
    property: 'random',
    message: 'Pass an Rng in (src/core/rng); never Math.random.',
  },
  {
    object: 'Date',
    property: 'now',
    message: 'No clocks below the HTTP layer: output must depend on the seed only.',
  },
  {
    object: 'performance',
    property: 'now',
    message: 'No clocks below the HTTP layer; bound loops by counts.',
  },
  {
    object: 'crypto',
    property: 'getRandomValues',
    message: 'Pass an Rng in; never ambient randomness.',
  },
];
const bannedSyntax = [
  { selector: "NewExpression[callee.name='Date']", message: 'No Date below the HTTP layer.' },
  {
    selector: 'MemberExpression[property.name=/^toLocale/]',
    message: 'Locale-dependent formatting differs between machines.',
  },
  {
    selector: "Identifier[name='Intl']",
    message: 'Intl output differs between runtimes; format numbers yourself.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.wrangler/',
      'gallery/',
      'scratch/',
      'openapi/',
      'coverage/',
      'screenshots/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/api/**', 'src/app.ts', 'src/worker.ts', 'src/node.ts', 'src/adapters/**'],
    rules: {
      'no-restricted-properties': ['error', ...banned],
      'no-restricted-syntax': ['error', ...bannedSyntax],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['hono', 'hono/*', '@hono/*'],
              message: 'The engine does not know about HTTP (src/api only).',
            },
            { group: ['zod', 'zod/*'], message: 'Validation belongs to src/api.' },
            {
              group: ['node:*', '@resvg/*'],
              message: 'Runtime-specific code lives in src/adapters and the entries.',
            },
          ],
        },
      ],
    },
  },
  {
    // The history engine measures distance with src/core/math's hypot: the same doubles as
    // V8's Math.hypot, without its allocation, and fixed to plain IEEE arithmetic.
    files: ['src/hthad/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...banned,
        {
          object: 'Math',
          property: 'hypot',
          message: 'Use hypot from src/core/math (same value, no allocation, runtime-independent).',
        },
      ],
    },
  },
);
