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

const bannedMath = [
  {
    object: 'Math',
    property: 'hypot',
    message: 'Use hypot from src/core/math (same value, no allocation, runtime-independent).',
  },
  {
    object: 'Math',
    property: 'pow',
    message: 'Use src/core/math (pow10, or x * x): Math.pow rounds differently across runtimes.',
  },
];
// `x ** 2` is allowed (a whole-number literal exponent); any other exponent goes to core/math.
const bannedPower = [
  {
    selector: "BinaryExpression[operator='**']:not([right.raw=/^[0-9]+$/])",
    message: 'Only a whole-number literal exponent: use src/core/math for other powers.',
  },
  {
    selector: "AssignmentExpression[operator='**=']:not([right.raw=/^[0-9]+$/])",
    message: 'Only a whole-number literal exponent: use src/core/math for other powers.',
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
    ignores: [
      'src/api/**',
      'src/app.ts',
      'src/worker.ts',
      'src/node.ts',
      'src/node-server.ts',
      'src/node/**',
      'src/adapters/**',
      // The CLI is an entry point, as src/node.ts is: it reads files and writes them.
      'src/cli/main.ts',
    ],
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
    // A user document's schema (a quest pack, a party) is the format's one definition: the engine
    // validates with it and the API publishes it, so zod is allowed in `*.schema.ts` below src/api.
    files: ['src/crawl/**/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['hono', 'hono/*', '@hono/*'],
              message: 'The engine does not know about HTTP (src/api only).',
            },
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
    // Engines and renderers do arithmetic through src/core/math: the same doubles as V8's
    // builtins, fixed to plain IEEE steps so every runtime draws and decides alike.
    files: ['src/core/**/*.ts', 'src/hthad/**/*.ts', 'src/crawl/**/*.ts', 'src/render/**/*.ts'],
    ignores: ['src/core/math.ts'],
    rules: {
      'no-restricted-properties': ['error', ...banned, ...bannedMath],
      'no-restricted-syntax': ['error', ...bannedSyntax, ...bannedPower],
    },
  },
);
