import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { config } from './config.js';
import { sequelize } from './db.js';
import { initModels } from './models/index.js';

// Composition root: bind the models to the database, create the schema, then serve.
initModels(sequelize);
await sequelize.sync();

serve({ fetch: createApp().fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(`Conduit API listening on http://${info.address}:${info.port}/api`);
});
