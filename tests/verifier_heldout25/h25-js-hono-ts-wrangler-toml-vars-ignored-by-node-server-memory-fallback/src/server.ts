import { serve } from '@hono/node-server';
import { app } from './index.js';
import { sequelize } from './db/index.js';

await sequelize.sync();

serve({ fetch: app.fetch, port: 3000 }, (info) => {
  console.log(`Conduit listening on http://localhost:${info.port}`);
});
