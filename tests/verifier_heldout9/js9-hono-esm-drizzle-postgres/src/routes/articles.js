import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { db } from '../db/client.js';
import { articles, users } from '../db/schema.js';

export const articleRoutes = new Hono();

articleRoutes.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const rows = await db
    .select({ article: articles, author: { username: users.username, bio: users.bio, image: users.image } })
    .from(articles)
    .innerJoin(users, eq(articles.authorId, users.id))
    .orderBy(desc(articles.createdAt))
    .limit(limit)
    .offset(offset);
  return c.json({ articles: rows.map((r) => ({ ...r.article, author: { ...r.author, following: false } })), articlesCount: rows.length });
});

articleRoutes.get('/articles/:slug', async (c) => {
  const [row] = await db.select().from(articles).where(eq(articles.slug, c.req.param('slug')));
  if (!row) return c.json({ errors: { article: ['not found'] } }, 404);
  return c.json({ article: row });
});
