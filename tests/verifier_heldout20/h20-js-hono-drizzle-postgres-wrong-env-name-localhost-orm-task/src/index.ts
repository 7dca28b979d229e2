import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { eq, desc } from 'drizzle-orm';
import { db } from './db/client';
import { articles, users } from './db/schema';

const app = new Hono().basePath('/api');
app.get('/health-check', (c) => c.json({ ok: true }));

app.get('/articles/:slug', async (c) => {
  const [row] = await db.select().from(articles).innerJoin(users, eq(users.id, articles.authorId)).where(eq(articles.slug, c.req.param('slug')));
  if (!row) return c.json({ errors: { body: ['not found'] } }, 404);
  return c.json({ article: { ...row.articles, author: { username: row.users.username, bio: row.users.bio, image: row.users.image, following: false } } });
});

app.get('/articles', async (c) => {
  const list = await db.select().from(articles).orderBy(desc(articles.createdAt)).limit(Number(c.req.query('limit') ?? 20));
  return c.json({ articles: list, articlesCount: list.length });
});

serve({ fetch: app.fetch, port: 3000 });
