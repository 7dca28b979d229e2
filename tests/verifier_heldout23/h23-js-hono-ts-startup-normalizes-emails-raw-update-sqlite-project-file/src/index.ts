import { serve } from '@hono/node-server';
import { app } from './app.js';
import { syncModels } from './models/index.js';
import { normalizeLegacyData } from './db/maintenance.js';

await syncModels();
await normalizeLegacyData();

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) }, (info) => {
  console.log(`Conduit API on http://localhost:${info.port}/api`);
});
