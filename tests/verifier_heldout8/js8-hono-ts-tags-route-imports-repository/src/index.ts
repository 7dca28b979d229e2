import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { sequelize } from './db/sequelize';
import './models/article';
import { articles } from './routes/articles';
import { tags } from './routes/tags';

const app = new Hono().basePath('/api');

app.use('*', logger());
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/articles', articles);
app.route('/tags', tags);

await sequelize.sync();

serve({ fetch: app.fetch, port: 3000 }, (info) => console.log(`Listening on http://localhost:${info.port}`));
