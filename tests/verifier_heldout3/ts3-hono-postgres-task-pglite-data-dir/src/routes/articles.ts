import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { db } from '../db/client.js';
import { articles, users } from '../db/schema.js';

export const articleRoutes = new Hono();

articleRoutes.get('/', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const rows = await db
    .select({ a: articles, author: users })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .orderBy(desc(articles.createdAt))
    .limit(limit)
    .offset(offset);
  return c.json({
    articles: rows.map(({ a, author }) => ({
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [], createdAt: a.createdAt,
      updatedAt: a.createdAt, favorited: false, favoritesCount: 0,
      author: { username: author.username, bio: author.bio, image: author.image, following: false },
    })),
    articlesCount: rows.length,
  });
});
