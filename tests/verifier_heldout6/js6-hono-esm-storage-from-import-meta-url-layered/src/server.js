import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/sequelize.js';
import './models/index.js';
import { users } from './routes/users.js';
import { profilesRoute } from './routes/profiles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', users);
app.route('/profiles', profilesRoute);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('listening on http://localhost:3000');
