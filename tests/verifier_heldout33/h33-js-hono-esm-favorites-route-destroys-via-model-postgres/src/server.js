import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import articles from './routes/articles.js';
import favorites from './routes/favorites.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.text('ok'));
app.route('/api/articles', articles);
app.route('/api/articles', favorites);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
