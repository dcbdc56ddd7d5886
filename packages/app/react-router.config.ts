import type { Config } from '@react-router/dev/config';

/** Server-rendered: every route renders on the server and hydrates in the browser. */
export default {
  appDirectory: 'app',
  ssr: true,
} satisfies Config;
