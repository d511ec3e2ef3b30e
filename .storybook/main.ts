import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/web-components-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // The demo redirect in vite.config.ts would hijack Storybook's own index page.
      plugins: (viteConfig.plugins ?? [])
        .flat()
        .filter(
          (plugin) =>
            !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'royal-ur:demo-root'),
        ),
      publicDir: false,
    };
  },
};

export default config;
