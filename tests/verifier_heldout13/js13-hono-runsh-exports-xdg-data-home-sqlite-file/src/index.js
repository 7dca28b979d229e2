import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/sequelize.js';
import './models/user.js';
import { usersRoutes } from './routes/users.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', usersRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, () => console.log(`db: ${sequelize.options.storage}`));
