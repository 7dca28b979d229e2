import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './database.js';
import { api } from './routes/api.js';
import './models/index.js';

const app = new Hono();
app.route('/api', api);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
