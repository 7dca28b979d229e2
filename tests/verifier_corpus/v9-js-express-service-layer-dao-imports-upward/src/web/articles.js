const express = require('express');
const articleService = require('../service-layer/article-service');
const { userFromHeader } = require('../service-layer/auth-service');

const router = express.Router();

async function requireUser(req, res, next) {
  const user = await userFromHeader(req.headers.authorization);
  if (!user) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  req.user = user;
  next();
}

const wrap = (fn) => (req, res, next) => fn(req, res).catch(next);

router.post('/articles', requireUser, wrap(async (req, res) => {
  res.status(201).json({ article: await articleService.create(req.body.article, req.user.id) });
}));

router.get('/articles/:slug', wrap(async (req, res) => {
  res.json({ article: await articleService.get(req.params.slug) });
}));

router.put('/articles/:slug', requireUser, wrap(async (req, res) => {
  res.json({ article: await articleService.update(req.params.slug, req.body.article || {}, req.user.id) });
}));

router.delete('/articles/:slug', requireUser, wrap(async (req, res) => {
  await articleService.remove(req.params.slug, req.user.id);
  res.status(204).end();
}));

module.exports = router;
