const express = require('express');
const articleService = require('../services/articleService');
const userService = require('../services/userService');
const { articleJson } = require('../serializers');

const router = express.Router();

async function requireUser(req, res, next) {
  const header = req.get('authorization') || '';
  const user = header.startsWith('Token ') ? await userService.currentUser(header.slice(6)) : null;
  if (!user) return res.status(401).json({ errors: { token: ['missing or invalid'] } });
  req.user = user;
  return next();
}

router.get('/articles', async (req, res) => {
  const { articles, articlesCount } = await articleService.list(req.query);
  res.json({ articles: articles.map(articleJson), articlesCount });
});

router.post('/articles', requireUser, async (req, res) => {
  const article = await articleService.create(req.user, req.body.article || {});
  res.status(201).json({ article: articleJson(article) });
});

router.get('/articles/:slug', async (req, res) => {
  const article = await articleService.get(req.params.slug);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  return res.json({ article: articleJson(article) });
});

router.delete('/articles/:slug', requireUser, async (req, res) => {
  const removed = await articleService.remove(req.user, req.params.slug);
  res.status(removed ? 204 : 404).end();
});

module.exports = router;
