// @ts-check
// `npm run lint`: typescript-eslint on every TypeScript and JavaScript file, Lit and web-component rules on
// the element, Prettier for the format (`npm run format` rewrites, `npm run lint` checks).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'storybook-static/', 'test-results/', 'screenshots/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter kept for a signature).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A class whose fields are getters declares them with an interface of its own name (`interface Candidate
      // extends Move {}`): the class then type-checks as the plain shape without restating it.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
    },
  },
  {
    files: ['test/**', 'stories/**'],
    rules: {
      // Chai's property assertions (`expect(x).to.exist`) are expressions by design.
      '@typescript-eslint/no-unused-expressions': 'off',
      // Tests read JSON of the manifest and wrap third-party listeners: any is the honest type there.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/element/**/*.ts', 'stories/**/*.ts', 'demo/**/*.ts'],
    ...litConfigs['flat/recommended'],
  },
  {
    files: ['src/element/**/*.ts'],
    ...wcConfigs['flat/recommended'],
  },
);
