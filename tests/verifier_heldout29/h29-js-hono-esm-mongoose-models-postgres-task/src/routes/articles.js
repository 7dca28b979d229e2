import { Hono } from 'hono';
import { Article } from '../models/article.js';
import { User } from '../models/user.js';
import { viewerId } from '../auth.js';

export const articles = new Hono();

function view(a, viewer) {
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
    createdAt: a.createdAt, updatedAt: a.updatedAt, favoritesCount: a.favoritesCount,
    favorited: viewer ? viewer.favorites.some((id) => id.equals(a._id)) : false,
    author: a.author.toProfileFor(viewer),
  };
}

articles.get('/articles', async (c) => {
  const uid = await viewerId(c);
  const viewer = uid ? await User.findById(uid) : null;
  const filter = {};
  if (c.req.query('tag')) filter.tagList = c.req.query('tag');
  if (c.req.query('author')) {
    const author = await User.findOne({ username: c.req.query('author') });
    filter.author = author?._id ?? null;
  }
  const limit = Number(c.req.query('limit') ?? 20);
  const offset = Number(c.req.query('offset') ?? 0);
  const [list, count] = await Promise.all([
    Article.find(filter).sort({ createdAt: -1 }).skip(offset).limit(limit).populate('author'),
    Article.countDocuments(filter),
  ]);
  return c.json({ articles: list.map((a) => view(a, viewer)), articlesCount: count });
});

articles.post('/articles', async (c) => {
  const uid = await viewerId(c);
  if (!uid) return c.json({ errors: { body: ['unauthorized'] } }, 401);
  const { article } = await c.req.json();
  const created = await Article.create({ ...article, author: uid });
  await created.populate('author');
  return c.json({ article: view(created, await User.findById(uid)) }, 201);
});

articles.get('/tags', async (c) => c.json({ tags: (await Article.distinct('tagList')).sort() }));
