import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/sequelize.js';
import { auth } from './routes/auth.js';
import { articles } from './routes/articles.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('OK'));
app.route('/api', auth);
app.route('/api', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('conduit ready on :3000');
