import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { db } from '../db';
import { articles, users } from '../db/schema';

export const articleRoutes = new Hono();

articleRoutes.get('/:slug', async (c) => {
  const [row] = await db
    .select()
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(eq(articles.slug, c.req.param('slug')));
  if (!row) return c.json({ errors: { body: ['not found'] } }, 404);
  return c.json({ article: { ...row.articles, author: { username: row.users.username, bio: row.users.bio, image: row.users.image } } });
});
