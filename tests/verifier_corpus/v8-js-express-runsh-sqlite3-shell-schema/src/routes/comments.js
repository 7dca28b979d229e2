const express = require('express');
const { Comment, User } = require('../models');

const router = express.Router();

router.get('/articles/:slug/comments', async (req, res) => {
  const comments = await Comment.findAll({
    where: { articleSlug: req.params.slug },
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
  });
  res.json({ comments });
});

router.post('/articles/:slug/comments', async (req, res) => {
  const author = await User.findOne({ where: { username: req.get('X-User') } });
  if (!author) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  const comment = await Comment.create({ body: req.body.comment.body, articleSlug: req.params.slug, authorId: author.id });
  return res.status(201).json({ comment });
});

module.exports = router;
