import { serve } from '@hono/node-server';
import { app } from './app.js';
import { migrate } from './db/schema.js';
import 'dotenv/config';

const port = Number(process.env.PORT ?? 3000);

await migrate();
serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Conduit API on http://localhost:${info.port}`);
});
