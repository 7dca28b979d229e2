import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './db';
import { users } from './routes/users';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api', users);

sequelize.sync().then(() => serve({ fetch: app.fetch, port: 3000 }));
