const express = require('express');
const articleService = require('../services/article.service');
const articleRepository = require('../repositories/article.repository');
const { authRequired } = require('../middlewares/auth');

const router = express.Router();

// reads are simple: go straight to the repository
router.get('/', async (req, res) => {
  const { rows, count } = await articleRepository.findAll({
    tag: req.query.tag,
    limit: Number(req.query.limit) || 20,
    offset: Number(req.query.offset) || 0,
  });
  res.json({ articles: rows, articlesCount: count });
});

router.get('/:slug', async (req, res) => {
  const article = await articleRepository.findBySlug(req.params.slug);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article });
});

router.post('/', authRequired, async (req, res) => {
  res.status(201).json({ article: await articleService.create(req.user.id, req.body.article) });
});

router.put('/:slug', authRequired, async (req, res) => {
  const article = await articleService.update(req.params.slug, req.user.id, req.body.article);
  if (!article) return res.status(404).end();
  res.json({ article });
});

module.exports = router;
