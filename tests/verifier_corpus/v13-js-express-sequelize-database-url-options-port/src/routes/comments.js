const express = require('express');
const Comment = require('../models/comment');

const router = express.Router();

router.get('/articles/:slug/comments', async (req, res, next) => {
  try {
    const comments = await Comment.findAll({ where: { articleSlug: req.params.slug }, order: [['createdAt', 'DESC']] });
    res.json({ comments: comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt })) });
  } catch (err) {
    next(err);
  }
});

router.delete('/articles/:slug/comments/:id', async (req, res, next) => {
  try {
    const removed = await Comment.destroy({ where: { id: req.params.id, articleSlug: req.params.slug } });
    if (!removed) return res.status(404).json({ errors: { comment: ['not found'] } });
    return res.status(200).json({});
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
