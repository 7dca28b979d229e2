import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/sequelize.js';
import './models/Article.js';
import { articleRoutes } from './routes/articles.js';
import { tagRoutes } from './routes/tags.js';

const api = new Hono().basePath('/api');
api.get('/health-check', (c) => c.json({ status: 'ok' }));
api.route('/', articleRoutes);
api.route('/', tagRoutes);

await sequelize.sync();
serve({ fetch: api.fetch, port: 3000 });
