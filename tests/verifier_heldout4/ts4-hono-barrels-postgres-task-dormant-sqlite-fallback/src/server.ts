import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/db.js';
import './models/index.js';
import { api } from './routes/index.js';

const app = new Hono();
app.route('/api', api);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });
