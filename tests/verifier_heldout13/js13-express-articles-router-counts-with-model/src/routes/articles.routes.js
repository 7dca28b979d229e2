const express = require('express');
const { Op } = require('sequelize');
const { Article, User } = require('../models');
const articlesService = require('../services/articles.service');

const router = express.Router();

// GET /api/articles — list with filters
router.get('/', async (req, res) => {
  const limit = parseInt(req.query.limit, 10) || 20;
  const offset = parseInt(req.query.offset, 10) || 0;
  const where = {};
  if (req.query.tag) where.tagList = { [Op.like]: `%"${req.query.tag}"%` };
  const include = [{ model: User, as: 'author', ...(req.query.author ? { where: { username: req.query.author } } : {}) }];

  const [rows, articlesCount] = await Promise.all([
    Article.findAll({ where, include, limit, offset, order: [['createdAt', 'DESC']] }),
    Article.count({ where, include }),
  ]);
  const articles = await Promise.all(rows.map((a) => articlesService.toDto(a, req.userId)));
  res.json({ articles, articlesCount });
});

router.post('/', async (req, res) => {
  if (!req.userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  const article = await articlesService.create(req.userId, req.body.article);
  res.status(201).json({ article });
});

router.get('/:slug', async (req, res) => {
  const article = await articlesService.get(req.params.slug, req.userId);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article });
});

router.post('/:slug/favorite', async (req, res) => {
  if (!req.userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  const article = await articlesService.favorite(req.params.slug, req.userId);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article });
});

module.exports = router;
