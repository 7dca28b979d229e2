import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();
const app = new Hono();

app.get('/api/health-check', (c) => c.text('ok'));

app.get('/api/articles', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const tag = c.req.query('tag');
  const where = tag ? { tagList: { has: tag } } : {};
  const [articles, articlesCount] = await Promise.all([
    prisma.article.findMany({ where, include: { author: true }, orderBy: { createdAt: 'desc' }, take: limit, skip: offset }),
    prisma.article.count({ where }),
  ]);
  return c.json({ articles, articlesCount });
});

app.get('/api/tags', async (c) => {
  const rows = await prisma.article.findMany({ select: { tagList: true } });
  return c.json({ tags: [...new Set(rows.flatMap((r) => r.tagList))] });
});

serve({ fetch: app.fetch, port: 3000 });
