const { Router } = require('express');
const { Article, User } = require('../models');

const router = Router();

router.get('/articles', async (req, res, next) => {
  try {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit) || 20,
      offset: Number(req.query.offset) || 0,
    });
    res.json({ articles: rows, articlesCount: count });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
