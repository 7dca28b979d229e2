import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/user';
import { users } from './routes/users';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api/users', users);
await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
