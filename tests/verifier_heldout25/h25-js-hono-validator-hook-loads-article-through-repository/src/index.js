import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './lib/sequelize.js';
import './models/index.js';
import { articles } from './routes/articles.js';

const app = new Hono();

app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 }, () => console.log('listening on 3000'));
