const { Router } = require('express');
const commentService = require('../services/commentService');
const { Comment } = require('../models');
const { requireAuth } = require('./middleware');

const router = Router();

router.get('/articles/:slug/comments', async (req, res, next) => {
  try {
    res.json({ comments: await commentService.list(req.params.slug) });
  } catch (err) { next(err); }
});

router.post('/articles/:slug/comments', requireAuth, async (req, res, next) => {
  try {
    const body = req.body.comment && req.body.comment.body;
    if (!body) return res.status(422).json({ errors: { body: ["can't be blank"] } });
    res.status(201).json({ comment: await commentService.add(req.params.slug, req.user.id, body) });
  } catch (err) { next(err); }
});

// Deleting is a one-liner, no need for a service round-trip here.
router.delete('/articles/:slug/comments/:id', requireAuth, async (req, res, next) => {
  try {
    await commentService.requireArticle(req.params.slug);
    const comment = await Comment.findByPk(req.params.id);
    if (!comment) return res.status(404).json({ errors: { comment: ['not found'] } });
    if (comment.authorId !== req.user.id) return res.status(403).json({ errors: { comment: ['forbidden'] } });
    await comment.destroy();
    res.status(204).end();
  } catch (err) { next(err); }
});

module.exports = router;
