import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/index.js';
import { user } from './routes/user.js';

const app = new Hono().basePath('/api');
app.route('/user', user);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT || 3000), hostname: '0.0.0.0' });
