import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { sequelize } from './database.js';
import { tagRoutes } from './routes/tags.js';

const app = new Hono();
app.use('*', logger());

app.get('/api/health-check', (c) => c.json({ status: 'ok' }));
app.route('/api', tagRoutes);

async function bootstrap(): Promise<void> {
  await sequelize.sync();
  const port = Number(process.env.PORT ?? 3000);
  serve({ fetch: app.fetch, port });
  console.log(`Conduit API listening on ${port}`);
}

bootstrap().catch((err) => {
  console.error(err);
  process.exit(1);
});
