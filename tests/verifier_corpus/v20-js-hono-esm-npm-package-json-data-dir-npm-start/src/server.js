import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/sequelize.js';
import './db/models.js';
import { profiles } from './routes/profiles.js';

const app = new Hono().basePath('/api');
app.route('/profiles', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) }, (info) => {
  console.log(`conduit on http://localhost:${info.port}`);
});
