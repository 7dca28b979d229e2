import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/db.js';
import './models/user.js';
import { users } from './routes/users.js';

await sequelize.sync({ force: true });

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);

serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`Listening on ${info.port}`));
