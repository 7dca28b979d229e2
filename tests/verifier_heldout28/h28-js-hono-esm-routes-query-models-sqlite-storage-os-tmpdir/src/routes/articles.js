import { Hono } from 'hono';
import { Article, User } from '../models/index.js';
import { readToken } from '../services/auth.js';

const articles = new Hono();

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: User, as: 'fans', attributes: ['id'], through: { attributes: [] } },
];

const toArticle = (a, viewer) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: a.fans.some((f) => f.id === viewer),
  favoritesCount: a.fans.length,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

articles.get('/articles', async (c) => {
  const viewer = readToken(c.req.header('Authorization'));
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const { rows, count } = await Article.findAndCountAll({ include, distinct: true, order: [['createdAt', 'DESC']], limit, offset });
  return c.json({ articles: rows.map((a) => toArticle(a, viewer)), articlesCount: count });
});

articles.post('/articles/:slug/favorite', async (c) => {
  const viewer = readToken(c.req.header('Authorization'));
  if (!viewer) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const article = await Article.findOne({ where: { slug: c.req.param('slug') } });
  if (!article) return c.json({ errors: { body: ['not found'] } }, 404);
  await article.addFan(viewer);
  const fresh = await Article.findByPk(article.id, { include });
  return c.json({ article: toArticle(fresh, viewer) });
});

export default articles;
