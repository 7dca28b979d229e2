const { Router } = require('express');
const commentService = require('../services/commentService');

const router = Router();

router.get('/:slug/comments', (req, res) => {
  res.json({ comments: commentService.list(req.params.slug) });
});

router.post('/:slug/comments', (req, res) => {
  try {
    const comment = commentService.create(req.params.slug, req.userId, req.body.comment && req.body.comment.body);
    res.status(201).json({ comment });
  } catch (e) {
    res.status(e.status || 500).json({ errors: { body: [e.message] } });
  }
});

module.exports = router;
