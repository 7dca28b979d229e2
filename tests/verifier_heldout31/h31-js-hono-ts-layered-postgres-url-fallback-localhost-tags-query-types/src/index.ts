import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { tagRoutes } from './routes/tags.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('OK'));
app.route('/api', tagRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
