import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './db/index.js';
import { profiles } from './routes/profiles.js';

const app = new Hono();
app.route('/api/profiles', profiles);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });
