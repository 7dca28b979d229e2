const express = require('express');
const Comment = require('../models/Comment');

const router = express.Router();

router.get('/articles/:slug/comments', async (req, res) => {
  const comments = await Comment.findAll({ where: { articleSlug: req.params.slug }, order: [['id', 'ASC']] });
  res.json({ comments });
});

router.post('/articles/:slug/comments', async (req, res) => {
  const comment = await Comment.create({
    articleSlug: req.params.slug,
    author: req.get('X-User') || 'anonymous',
    body: req.body.comment.body,
  });
  res.status(201).json({ comment });
});

router.delete('/articles/:slug/comments/:id', async (req, res) => {
  await Comment.destroy({ where: { id: req.params.id, articleSlug: req.params.slug } });
  res.status(204).end();
});

module.exports = router;
