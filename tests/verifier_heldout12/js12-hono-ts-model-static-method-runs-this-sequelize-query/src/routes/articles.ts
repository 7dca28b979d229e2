import { Hono } from 'hono';
import { Article } from '../models/Article.js';
import { Tag } from '../models/Tag.js';

export const articleRoutes = new Hono();

const json = (a: Article) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: (a.tags ?? []).map((t) => t.name).sort(),
  createdAt: a.get('createdAt'),
  updatedAt: a.get('updatedAt'),
  favorited: false,
  favoritesCount: 0,
});

articleRoutes.post('/articles', async (c) => {
  const { article } = await c.req.json();
  const slug = `${String(article.title).toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const created = await Article.create({ ...article, slug });
  const tags = await Promise.all((article.tagList ?? []).map(async (name: string) => (await Tag.findOrCreate({ where: { name } }))[0]));
  await created.setTags(tags);
  const full = await Article.findByPk(created.id, { include: [{ model: Tag, as: 'tags' }] });
  return c.json({ article: json(full!) }, 201);
});

articleRoutes.get('/articles/:slug', async (c) => {
  const a = await Article.findOne({ where: { slug: c.req.param('slug') }, include: [{ model: Tag, as: 'tags' }] });
  return a ? c.json({ article: json(a) }) : c.json({ errors: { article: ['not found'] } }, 404);
});
