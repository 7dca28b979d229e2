const router = require('express').Router();
const { Article, User } = require('../models');
const { optionalAuth } = require('./auth');

router.get('/', optionalAuth, async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']], limit, offset,
  });
  res.json({ articles: rows, articlesCount: count });
});

module.exports = router;
