const express = require('express');
const Article = require('../models/article');
const favorites = require('../stores/favorites');

const router = express.Router();
const uid = (req) => Number(req.get('X-User-Id')) || null;

const present = async (article, userId) => ({
  slug: article.slug,
  title: article.title,
  description: article.description,
  body: article.body,
  tagList: [],
  createdAt: article.createdAt,
  updatedAt: article.updatedAt,
  ...(await favorites.state(article.slug, userId)),
});

router.get('/articles/:slug', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  return res.json({ article: await present(article, uid(req)) });
});

router.post('/articles/:slug/favorite', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  await favorites.add(article.slug, uid(req));
  return res.json({ article: await present(article, uid(req)) });
});

router.delete('/articles/:slug/favorite', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  await favorites.remove(article.slug, uid(req));
  return res.json({ article: await present(article, uid(req)) });
});

module.exports = router;
