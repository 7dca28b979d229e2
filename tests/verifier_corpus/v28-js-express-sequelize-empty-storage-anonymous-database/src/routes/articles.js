const express = require('express');
const articleService = require('../services/article-service');
const { NotFound, Forbidden } = require('../services/article-service');

const router = express.Router();

const currentUserId = (req) => Number(req.get('X-User-Id')) || null;

const handle = (fn) => async (req, res) => {
  try {
    await fn(req, res);
  } catch (err) {
    if (err instanceof NotFound) return res.status(404).json({ errors: { article: ['not found'] } });
    if (err instanceof Forbidden) return res.status(403).json({ errors: { article: ['forbidden'] } });
    return res.status(422).json({ errors: { body: [err.message] } });
  }
};

router.get('/articles', handle(async (req, res) => {
  res.json(await articleService.feed(req.query));
}));

router.get('/articles/:slug', handle(async (req, res) => {
  res.json({ article: await articleService.get(req.params.slug) });
}));

router.post('/articles', handle(async (req, res) => {
  const article = await articleService.create(currentUserId(req), req.body.article || {});
  res.status(201).json({ article });
}));

router.delete('/articles/:slug', handle(async (req, res) => {
  await articleService.assertAuthor(req.params.slug, currentUserId(req));
  await articleService.remove(req.params.slug);
  res.status(204).end();
}));

module.exports = router;
