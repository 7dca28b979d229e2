import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './config/database.js';
import './models/article.model.js';
import { articlesRoute } from './routes/articles.route.js';
import { usersRoute } from './routes/users.route.js';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', usersRoute);
app.route('/', articlesRoute);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('Server running on port 3000');
