import { serve } from '@hono/node-server';
import { sequelize } from './models/index.js';
import { buildApp } from './app.js';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set');

await sequelize.sync();
serve({ fetch: buildApp().fetch, port: 3000 }, () => console.log('Conduit on :3000'));
