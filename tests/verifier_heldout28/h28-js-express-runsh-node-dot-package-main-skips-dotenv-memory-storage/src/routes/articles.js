const router = require('express').Router();
const articles = require('../repositories/articles');
const auth = require('./auth');

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList || [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { ...a.author.get({ plain: true }), following: false },
});

router.get('/articles', auth.optional, async (req, res, next) => {
  try {
    const { rows, count } = await articles.list({
      limit: Number(req.query.limit) || 20,
      offset: Number(req.query.offset) || 0,
    });
    res.json({ articles: rows.map(view), articlesCount: count });
  } catch (e) { next(e); }
});

router.post('/articles', auth.required, async (req, res, next) => {
  try {
    const { title, description, body, tagList } = req.body.article || {};
    const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
    const created = await articles.create({ slug, title, description, body, tagList, authorId: req.auth.id });
    res.status(201).json({ article: view(await articles.bySlug(created.slug)) });
  } catch (e) { next(e); }
});

router.get('/articles/:slug', auth.optional, async (req, res, next) => {
  try {
    const a = await articles.bySlug(req.params.slug);
    if (!a) return res.status(404).json({ errors: { body: ['not found'] } });
    return res.json({ article: view(a) });
  } catch (e) { return next(e); }
});

router.get('/articles/:slug/comments', auth.optional, async (req, res, next) => {
  try {
    const a = await articles.bySlug(req.params.slug);
    if (!a) return res.status(404).json({ errors: { body: ['not found'] } });
    const list = await articles.comments(a.id);
    return res.json({
      comments: list.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: c.author })),
    });
  } catch (e) { return next(e); }
});

module.exports = router;
