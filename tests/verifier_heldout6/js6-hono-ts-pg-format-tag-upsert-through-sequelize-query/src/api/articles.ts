import { Hono } from 'hono';
import { Article, Tag } from '../lib/db.js';
import { attachTags } from '../lib/tags.js';

export const articles = new Hono();

const view = (a: Article) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: (a.Tags ?? []).map((t) => t.name).sort(), createdAt: a.createdAt, updatedAt: a.updatedAt,
  favorited: false, favoritesCount: 0, author: { username: a.authorName, bio: null, image: null, following: false },
});

articles.get('/articles', async (c) => {
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const { rows, count } = await Article.findAndCountAll({ include: [Tag], order: [['createdAt', 'DESC']], limit, offset, distinct: true });
  return c.json({ articles: rows.map(view), articlesCount: count });
});

articles.post('/articles', async (c) => {
  const { article } = await c.req.json();
  const slug = `${String(article.title).toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const created = await Article.create({ ...article, slug, authorName: c.req.header('X-User') ?? 'anonymous' });
  await attachTags(created.id, article.tagList ?? []);
  const full = await Article.findByPk(created.id, { include: [Tag] });
  return c.json({ article: view(full!) }, 201);
});

articles.get('/tags', async (c) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return c.json({ tags: tags.map((t) => t.name) });
});
