import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { inject, type Env } from './container.js';
import { sequelize } from './models/index.js';
import { articles } from './routes/articles.js';
import { comments } from './routes/comments.js';

const app = new Hono<Env>().basePath('/api');
app.use('*', inject);
app.use('*', async (c, next) => { c.set('userId', null); await next(); });
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/articles', articles);
app.route('/articles', comments);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
