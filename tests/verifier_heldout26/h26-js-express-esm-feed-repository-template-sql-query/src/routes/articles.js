import { Router } from 'express';
import * as articles from '../repositories/articles.js';
import { authenticate } from './auth.js';

export const router = Router();

const shape = (r) => ({
  slug: r.slug,
  title: r.title,
  description: r.description,
  body: r.body,
  tagList: typeof r.tagList === 'string' ? JSON.parse(r.tagList) : r.tagList,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
  favorited: Boolean(r.favorited),
  favoritesCount: Number(r.favoritesCount),
  author: { username: r.username, bio: r.bio, image: r.image, following: Boolean(r.following) },
});

router.get('/articles/feed', authenticate(true), async (req, res, next) => {
  try {
    const { rows, total } = await articles.feed(req.userId, { limit: Number(req.query.limit) || 20, offset: Number(req.query.offset) || 0 });
    res.json({ articles: rows.map(shape), articlesCount: total });
  } catch (e) { next(e); }
});

router.get('/articles', authenticate(false), async (req, res, next) => {
  try {
    const { rows, total } = await articles.list(req.userId, {
      tag: req.query.tag, author: req.query.author,
      limit: Number(req.query.limit) || 20, offset: Number(req.query.offset) || 0,
    });
    res.json({ articles: rows.map(shape), articlesCount: total });
  } catch (e) { next(e); }
});

router.post('/articles', authenticate(true), async (req, res, next) => {
  try {
    const input = req.body.article ?? {};
    if (!input.title || !input.description || !input.body) {
      return res.status(422).json({ errors: { body: ['title, description and body are required'] } });
    }
    const slug = await articles.create(req.userId, input);
    res.status(201).json({ article: shape(await articles.findBySlug(slug, req.userId)) });
  } catch (e) { next(e); }
});

router.get('/articles/:slug', authenticate(false), async (req, res, next) => {
  try {
    const row = await articles.findBySlug(req.params.slug, req.userId);
    if (!row) return res.status(404).json({ errors: { body: ['article not found'] } });
    res.json({ article: shape(row) });
  } catch (e) { next(e); }
});

router.post('/articles/:slug/favorite', authenticate(true), async (req, res, next) => {
  try {
    const slug = await articles.favorite(req.userId, req.params.slug);
    if (!slug) return res.status(404).json({ errors: { body: ['article not found'] } });
    res.json({ article: shape(await articles.findBySlug(slug, req.userId)) });
  } catch (e) { next(e); }
});

router.get('/tags', async (_req, res, next) => {
  try { res.json({ tags: await articles.tags() }); } catch (e) { next(e); }
});
