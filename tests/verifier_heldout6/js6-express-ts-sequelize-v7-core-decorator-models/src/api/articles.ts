import { Router } from 'express';
import * as data from '../data/articles.js';
import { requireUser } from './auth.js';

export const articles = Router();

const view = async (a: Awaited<ReturnType<typeof data.findArticle>>) => a && {
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList ?? [],
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: await data.favoritesCount(a.id),
  author: { username: a.author?.username, bio: a.author?.bio ?? null, image: a.author?.image ?? null, following: false },
};

articles.get('/articles', async (req, res) => {
  const { rows, count } = await data.listArticles({
    author: req.query.author as string | undefined,
    favoritedBy: req.query.favorited as string | undefined,
    limit: Number(req.query.limit ?? 20),
    offset: Number(req.query.offset ?? 0),
  });
  res.json({ articles: await Promise.all(rows.map(view)), articlesCount: count });
});

articles.get('/articles/feed', requireUser, async (req, res) => {
  const { rows, count } = await data.feed(res.locals.userId, Number(req.query.limit ?? 20), Number(req.query.offset ?? 0));
  res.json({ articles: await Promise.all(rows.map(view)), articlesCount: count });
});

articles.post('/articles', requireUser, async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article ?? {};
  const slug = `${String(title).toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const created = await data.createArticle({ slug, title, description, body, tagList, authorId: res.locals.userId });
  res.status(201).json({ article: await view(await data.findArticle(created.slug)) });
});

articles.get('/tags', async (_req, res) => {
  res.json({ tags: await data.allTags() });
});
