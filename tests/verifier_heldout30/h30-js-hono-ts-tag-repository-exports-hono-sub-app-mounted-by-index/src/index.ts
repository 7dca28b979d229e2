import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './models/index.js';
import { userRoutes } from './routes/users.js';
import { articleRoutes } from './routes/articles.js';
import { tagRoutes } from './repositories/tagRepository.js';

const app = new Hono();
app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', userRoutes);
app.route('/api', articleRoutes);
app.route('/api', tagRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
