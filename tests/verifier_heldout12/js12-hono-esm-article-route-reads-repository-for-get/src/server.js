import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { sequelize } from './models/index.js';
import { articles } from './routes/articles.js';

const app = new Hono();

app.use('/api/*', async (c, next) => {
  const header = c.req.header('Authorization');
  if (header?.startsWith('Token ')) {
    try {
      const payload = await verify(header.slice(6), process.env.JWT_SECRET ?? 'conduit');
      c.set('userId', payload.id);
    } catch {
      /* anonymous request */
    }
  }
  await next();
});

app.get('/api/health-check', (c) => c.text('OK'));
app.route('/api', articles);

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
console.log('Conduit (Hono) on :3000');
