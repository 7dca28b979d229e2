import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/db.js';
import './models/user.js';
import { users } from './routes/users.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000) });
console.log('Conduit API on :3000');
