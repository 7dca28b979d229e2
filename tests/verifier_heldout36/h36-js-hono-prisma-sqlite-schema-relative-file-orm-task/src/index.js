import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { PrismaClient } from '@prisma/client';
const prisma = new PrismaClient();
const app = new Hono();
app.get('/api/health-check', (c) => c.json({ ok: true }));
app.get('/api/articles/:slug', async (c) => {
  const article = await prisma.article.findUnique({ where: { slug: c.req.param('slug') }, include: { author: true } });
  return article ? c.json({ article }) : c.json({ errors: { body: ['not found'] } }, 404);
});
serve({ fetch: app.fetch, port: 3000 });
