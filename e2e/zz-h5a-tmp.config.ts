import base from './playwright.config';
export default {
  ...base,
  webServer: {
    ...base.webServer,
    command: 'cd apps/api && npx tsx /tmp/h5a/serve.mts',
    env: { ...(base.webServer as { env: Record<string, string> }).env, NODE_ENV: 'development' },
  },
};
