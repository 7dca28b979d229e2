import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { sequelize } from './db.js';
import { healthRoutes } from './routes/health.js';
import { tagRoutes } from './repositories/tagRepository.js';

const app = new Hono().basePath('/api');
app.route('/', healthRoutes);
app.route('/', tagRoutes);

await sequelize.sync();
serve({ fetch: app.fetch, port: Number(process.env.PORT) || 3000, hostname: '0.0.0.0' });
