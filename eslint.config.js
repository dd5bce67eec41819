import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import i18next from 'eslint-plugin-i18next';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https', 'net', 'child_process', 'url', 'util', 'stream'];

/** Runtime boundaries (ARCHITECTURE.md conventions, rule 1) enforced as import restrictions. */
function restrict(patterns, message, ...more) {
  return { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }, ...more] }] };
}

const RENDERER_BANNED = ['**/server/**', '**/desktop/main/**', '**/desktop/preload/**', 'electron', ...nodeBuiltins];
const RENDERER_MESSAGE = 'The renderer talks to its host only through the Platform interface: no Electron, Node or server code.';
const SHARED_BY_ALIAS = { regex: '^(\\.\\./)+shared/', message: 'The renderer imports shared/ as @shared/… (the path alias), not by climbing folders.' };

/**
 * Feature folders (desktop/renderer/src/screens/*) import only shared pieces (components/, lib/,
 * profile-form/, export/, account/, trees/ ...), never another feature; the shell, which frames
 * every screen, is the one folder that composes them.
 */
const SCREENS = fs
  .readdirSync(new URL('./desktop/renderer/src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherFeatures = (feature) => ({
  regex: `^(\\.\\./)+(${SCREENS.filter((name) => name !== feature).join('|')})/`,
  message: `A feature folder imports shared pieces only, not another feature: move what both need out of screens/ (components/, lib/, profile-form/ ...).`,
});
const featureRules = SCREENS.filter((name) => name !== 'shell').map((feature) => ({
  files: [`desktop/renderer/src/screens/${feature}/**/*.{ts,tsx}`],
  rules: restrict(RENDERER_BANNED, RENDERER_MESSAGE, SHARED_BY_ALIAS, otherFeatures(feature)),
}));


/**
 * Every renderer component's texts go through the catalogues (desktop/renderer/src/i18n/,
 * docs/i18n.md): a literal text in JSX, or in an attribute a person reads, fails lint.
 */
const TRANSLATED = ['desktop/renderer/src/**/*.tsx'];
/** JSX text, and these attributes, are read by people (or their screen readers). */
const READ_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label', 'hint', 'subtitle', 'description', 'text', 'heading', 'emptyText', 'confirmLabel'];
const literalStrings = {
  files: TRANSLATED,
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'jsx-attributes': { include: READ_ATTRIBUTES },
        // A call's arguments are keys, field names and class names (a text comes from t(...)).
        callees: { exclude: ['.*'] },
        words: { exclude: ['[0-9!-/:-@[-`{-~\\s·…–—]+', 'TeamTree'] } },
    ],
  },
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', 'data/**', 'release/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Issue 11: small functions (one concern each); tests are not held to it.
    files: ['desktop/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict(
      ['**/server/**', '**/desktop/**', 'electron', 'react', 'react-dom', ...nodeBuiltins],
      'shared/ runs everywhere: it imports nothing from server/, desktop/, Node, the DOM or Electron.',
    ),
  },
  {
    files: ['desktop/renderer/**/*.{ts,tsx}'],
    rules: restrict(RENDERER_BANNED, RENDERER_MESSAGE, SHARED_BY_ALIAS),
  },
  ...featureRules,
  {
    files: ['desktop/renderer/src/screens/teamtree/tree/engine/**/*.ts'],
    rules: restrict(
      ['react', 'react-dom', 'react/*', 'react-dom/*', '**/*.tsx', '**/server/**', '**/desktop/main/**', '**/desktop/preload/**', 'electron', ...nodeBuiltins],
      'The tree viewport (tree/engine) is framework-free: no React, and like all renderer code no Electron, Node or server code.',
      SHARED_BY_ALIAS,
      otherFeatures('teamtree'),
    ),
  },
  {
    files: ['desktop/main/**/*.ts', 'desktop/preload/**/*.ts'],
    rules: restrict(['**/renderer/**', '**/server/**'], 'Main and preload never import renderer or server code.'),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(['**/desktop/**', 'react', 'react-dom', 'electron'], 'The server imports nothing from desktop/.'),
  },
  literalStrings,
);
