const express = require('express');
const tagService = require('../services/tagService');
const articleService = require('../services/articleService');

const router = express.Router();

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: (a.tags || []).map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
});

router.get('/tags', async (req, res, next) => {
  try {
    const tags = req.query.popular ? await tagService.popularTags() : await tagService.listTags();
    res.json({ tags });
  } catch (err) { next(err); }
});

router.post('/articles', async (req, res, next) => {
  try {
    const article = await articleService.createArticle(req.body.article || {});
    res.status(201).json({ article: present(article) });
  } catch (err) { next(err); }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await articleService.getArticle(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    return res.json({ article: present(article) });
  } catch (err) { return next(err); }
});

module.exports = router;
