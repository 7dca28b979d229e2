const { Router } = require('express');
const commentService = require('../services/commentService');

const router = Router();

router.get('/articles/:slug/comments', async (req, res, next) => {
  try {
    res.json({ comments: await commentService.listForArticle(req.params.slug) });
  } catch (e) { next(e); }
});

router.post('/articles/:slug/comments', async (req, res, next) => {
  try {
    const body = req.body.comment && req.body.comment.body;
    res.status(201).json({ comment: await commentService.add(req.params.slug, req.userId, body) });
  } catch (e) { next(e); }
});

router.delete('/articles/:slug/comments/:id', async (req, res, next) => {
  try {
    await commentService.remove(req.params.slug, Number(req.params.id), req.userId);
    res.status(204).end();
  } catch (e) { next(e); }
});

module.exports = router;
