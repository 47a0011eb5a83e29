// eslint-plugin-jsx-a11y ships no types: the plugin as eslint.config.mjs uses it, a plugin with
// its flat recommended config.
declare module 'eslint-plugin-jsx-a11y' {
  import type { ESLint, Linter } from 'eslint';

  const plugin: ESLint.Plugin & {
    flatConfigs: { recommended: Linter.Config & { rules: Linter.RulesRecord } };
  };
  export = plugin;
}
