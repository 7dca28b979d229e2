const express = require('express');
const { Article, User } = require('../models');
const { Comment } = require('../db/bookshelf');

const router = express.Router();

router.get('/articles/:slug/comments', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  const rows = await Comment.where({ article_id: article.id }).orderBy('created_at', 'DESC').fetchAll();
  const comments = [];
  for (const row of rows.toJSON()) {
    const author = await User.findByPk(row.author_id);
    comments.push({
      id: row.id, body: row.body, createdAt: row.created_at, updatedAt: row.updated_at,
      author: { username: author.username, bio: author.bio, image: author.image, following: false },
    });
  }
  res.json({ comments });
});

router.post('/articles/:slug/comments', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  const saved = await new Comment({ body: req.body.comment.body, article_id: article.id, author_id: req.userId }).save();
  res.status(201).json({ comment: { id: saved.get('id'), body: saved.get('body') } });
});

router.delete('/articles/:slug/comments/:id', async (req, res) => {
  await new Comment({ id: req.params.id }).destroy({ require: false });
  res.sendStatus(200);
});

module.exports = router;
