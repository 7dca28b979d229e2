// feature-file: comments
const { Router } = require('express');
const commentService = require('../services/commentService');
const { optionalAuth, requireAuth } = require('./auth');

const router = Router();

router.get('/articles/:slug/comments', optionalAuth, async (req, res) => {
  // feature-begin: profiles
  res.json({ comments: await commentService.list(req.params.slug, req.userId) });
  // feature-else: profiles
  // res.json({ comments: await commentService.list(req.params.slug) });
  // feature-end: profiles
});

router.post('/articles/:slug/comments', requireAuth, async (req, res) => {
  res.json({ comment: await commentService.create(req.userId, req.params.slug, req.body?.comment) });
});

router.delete('/articles/:slug/comments/:id', requireAuth, async (req, res) => {
  await commentService.remove(req.userId, req.params.slug, req.params.id);
  res.sendStatus(204);
});

module.exports = router;
