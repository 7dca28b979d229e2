import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { usersHandler } from './handlers/users.js';
import { sequelize } from './models/db.js';
import './models/user.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', usersHandler);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`listening on ${info.port}`));
