import { Hono } from 'hono';
import { pool } from '../db.js';
import { allTags, countArticles, listArticles } from '../queries/articles.js';

export const articles = new Hono();

articles.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const rows = await listArticles.run({ limit, offset }, pool);
  const [{ count }] = await countArticles.run(undefined, pool);
  return c.json({
    articles: rows.map((r) => ({
      slug: r.slug, title: r.title, description: r.description, body: r.body, tagList: r.tag_list,
      createdAt: r.created_at, updatedAt: r.updated_at, favorited: false, favoritesCount: 0,
      author: { username: r.username, bio: r.bio, image: r.image, following: false },
    })),
    articlesCount: Number(count),
  });
});

articles.get('/tags', async (c) => c.json({ tags: (await allTags.run(undefined, pool)).map((r) => r.tag) }));
