import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db.js';
import users from './routes/users.js';
import articles from './routes/articles.js';
import './models/index.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', users);
app.route('/api', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, () => console.log('listening on :3000'));
