import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models';
import { favorites } from './routes/favorites';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', favorites);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
