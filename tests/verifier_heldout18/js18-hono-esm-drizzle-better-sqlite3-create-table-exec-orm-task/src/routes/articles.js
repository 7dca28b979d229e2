import { Hono } from 'hono';
import { desc, eq } from 'drizzle-orm';
import { db } from '../db/index.js';
import { articles, users } from '../db/schema.js';

export const articleRoutes = new Hono();

articleRoutes.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const rows = db.select().from(articles).innerJoin(users, eq(users.id, articles.authorId))
    .orderBy(desc(articles.createdAt)).limit(limit).offset(offset).all();
  return c.json({ articles: rows.map((r) => ({ ...r.articles, author: { username: r.users.username } })), articlesCount: rows.length });
});
