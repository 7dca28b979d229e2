const express = require('express');
const jwt = require('jsonwebtoken');
const { User, Article, Comment } = require('../lib/models');

const router = express.Router();
const SECRET = process.env.JWT_SECRET || 'secret';

function auth(req, res, next) {
  const m = /^Token (.+)$/.exec(req.headers.authorization || '');
  if (!m) return res.sendStatus(401);
  try { req.userId = jwt.verify(m[1], SECRET).id; } catch { return res.sendStatus(401); }
  return next();
}

router.get('/articles/:slug/comments', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.sendStatus(404);
  const comments = await Comment.findAll({ where: { ArticleId: article.id }, include: [{ model: User, as: 'author' }] });
  res.json({ comments: comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false } })) });
});

router.post('/articles/:slug/comments', auth, async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.sendStatus(404);
  const comment = await Comment.create({ body: req.body.comment.body, ArticleId: article.id, authorId: req.userId });
  const author = await User.findByPk(req.userId);
  res.status(201).json({ comment: { id: comment.id, body: comment.body, createdAt: comment.createdAt, updatedAt: comment.updatedAt, author: { username: author.username, bio: author.bio, image: author.image, following: false } } });
});

router.delete('/articles/:slug/comments/:id', auth, async (req, res) => {
  const comment = await Comment.findByPk(req.params.id);
  if (!comment) return res.sendStatus(404);
  if (comment.authorId !== req.userId) return res.sendStatus(403);
  await comment.destroy();
  res.sendStatus(200);
});

module.exports = router;
