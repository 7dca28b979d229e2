const router = require('express').Router();
const { Article, User, Comment } = require('../models');
const requireAuth = require('../middleware/auth');

router.get('/articles', async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  res.json({ articles: rows, articlesCount: count });
});

router.get('/articles/:slug/comments', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  const comments = await Comment.findAll({ where: { articleId: article.id }, include: [{ model: User, as: 'author' }] });
  res.json({ comments });
});

router.delete('/articles/:slug', requireAuth, async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.sendStatus(404);
  if (article.authorId !== req.userId) return res.sendStatus(403);
  await article.destroy();
  res.sendStatus(204);
});

module.exports = router;
