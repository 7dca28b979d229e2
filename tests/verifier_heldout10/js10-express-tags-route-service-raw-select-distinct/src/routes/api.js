const express = require('express');
const tagService = require('../services/tagService');
const articleService = require('../services/articleService');

const router = express.Router();

router.get('/tags', async (req, res) => {
  res.json({ tags: await tagService.popularTags() });
});

router.get('/articles/:slug', async (req, res) => {
  const article = await articleService.bySlug(req.params.slug);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  const { tags, ...rest } = article.toJSON();
  return res.json({ article: { ...rest, tagList: tags.map((t) => t.tag) } });
});

router.post('/articles', async (req, res) => {
  const article = await articleService.create(req.body.article);
  const { tags, ...rest } = article.toJSON();
  res.status(201).json({ article: { ...rest, tagList: tags.map((t) => t.tag) } });
});

module.exports = router;
