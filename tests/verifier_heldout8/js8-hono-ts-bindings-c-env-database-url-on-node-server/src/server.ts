import { serve } from '@hono/node-server';
import { app } from './app';

serve({ fetch: app.fetch, port: 3000 }, (info) => {
  console.log(`Conduit API on http://localhost:${info.port}/api`);
});
