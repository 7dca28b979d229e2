const express = require('express');
const { Op } = require('sequelize');
const { Article, User, Follow } = require('../models');
const articleService = require('../services/article.service');
const { requireAuth, optionalAuth } = require('../middleware/auth');

const router = express.Router();

// GET /api/articles/feed
router.get('/feed', requireAuth, async (req, res, next) => {
  try {
    const follows = await Follow.findAll({ where: { followerId: req.user.id } });
    const ids = follows.map((f) => f.followingId);
    const limit = Number(req.query.limit) || 20;
    const offset = Number(req.query.offset) || 0;
    const { rows, count } = await Article.findAndCountAll({
      where: { authorId: { [Op.in]: ids } },
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
    res.json({ articles: rows, articlesCount: count });
  } catch (err) { next(err); }
});

router.get('/', optionalAuth, async (req, res, next) => {
  try {
    const { rows, count } = await articleService.list(req.query);
    res.json({ articles: rows, articlesCount: count });
  } catch (err) { next(err); }
});

router.get('/:slug', optionalAuth, async (req, res, next) => {
  try {
    res.json({ article: await articleService.get(req.params.slug) });
  } catch (err) { next(err); }
});

router.post('/', requireAuth, async (req, res, next) => {
  try {
    res.status(201).json({ article: await articleService.create(req.user.id, req.body.article) });
  } catch (err) { next(err); }
});

module.exports = router;
