import { Hono } from 'hono';
import { verify } from 'hono/jwt';
import { Article, User, favoritedIds } from '../db/index.js';
import { env } from '../env.js';

export const articles = new Hono();

async function viewerId(authorization?: string): Promise<number | undefined> {
  if (!authorization?.startsWith('Token ')) return undefined;
  try {
    return (await verify(authorization.slice(6), env.jwtSecret)).id as number;
  } catch {
    return undefined;
  }
}

articles.get('/articles', async (c) => {
  const userId = await viewerId(c.req.header('Authorization'));
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  const favored = userId ? await favoritedIds(userId, rows.map((r: any) => r.id)) : new Set<number>();
  return c.json({
    articles: rows.map((a: any) => ({
      slug: a.slug,
      title: a.title,
      description: a.description,
      body: a.body,
      tagList: a.tagList,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      favorited: favored.has(a.id),
      favoritesCount: a.favoritesCount,
      author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
    })),
    articlesCount: count,
  });
});
