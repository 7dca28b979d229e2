import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './lib/sequelize';
import './models/article';
import './models/user';
import { DomainError } from './services/errors';
import { articleRoutes } from './routes/articles';
import { userRoutes } from './routes/users';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ status: 'ok' }));
app.route('/', userRoutes);
app.route('/articles', articleRoutes);
app.onError((err, c) => c.json({ errors: { body: [err.message] } }, err instanceof DomainError ? err.status : 500));

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
