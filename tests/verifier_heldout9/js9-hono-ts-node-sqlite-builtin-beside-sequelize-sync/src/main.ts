import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models';
import { articles } from './routes/articles';

await sequelize.sync();

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.route('/api', articles);

serve({ fetch: app.fetch, port: 3000 }, () => console.log('ready on :3000'));
