// Node entry point replacing `bun run --preload ./src/setup.ts src/index.ts`.
import 'reflect-metadata';
import { serve } from '@hono/node-server';

import app from './index';
import { setupInfrastructure } from './setup';

setupInfrastructure().then(() => {
  serve({ fetch: app.fetch, port: 3000 });
});
