import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models';
import { profileHandlers } from './handlers/profiles';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'UP' }));
app.route('/api/profiles', profileHandlers);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));
