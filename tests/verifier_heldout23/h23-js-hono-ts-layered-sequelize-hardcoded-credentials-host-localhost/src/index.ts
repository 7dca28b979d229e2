import { serve } from '@hono/node-server';
import { app } from './app.js';
import { syncModels } from './models/index.js';

await syncModels();

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) }, (info) => {
  console.log(`Conduit API on http://localhost:${info.port}/api`);
});
