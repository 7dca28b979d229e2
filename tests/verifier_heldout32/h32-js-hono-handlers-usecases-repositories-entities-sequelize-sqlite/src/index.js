import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './entities/db.js';
import './entities/article.js';
import { tags } from './handlers/tags.js';
import { articles } from './handlers/articles.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.text('ok'));
app.route('/tags', tags);
app.route('/articles', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
