import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sequelize } from './db/sequelize';
import { commentRoutes } from './routes/comments';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));
app.route('/articles/:slug/comments', commentRoutes);

async function bootstrap() {
  await sequelize.authenticate();
  await sequelize.sync();
  serve({ fetch: app.fetch, port: 3000, hostname: '0.0.0.0' });
  console.log('Conduit listening on 0.0.0.0:3000');
}

bootstrap();
