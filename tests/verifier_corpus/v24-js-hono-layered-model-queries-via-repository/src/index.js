import { serve } from '@hono/node-server';
import { app } from './app.js';
import { sequelize } from './models/index.js';

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT) || 3000 }, (info) => console.log(`conduit on ${info.port}`));
