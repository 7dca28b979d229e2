const express = require('express');
const { Article, User, sequelize } = require('../models');
const auth = require('./auth');

const router = express.Router();

const include = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];

function slugify(title) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '') + '-' + Date.now().toString(36);
}

router.get('/', async (req, res, next) => {
  try {
    const limit = Number(req.query.limit) || 20;
    const offset = Number(req.query.offset) || 0;
    const { rows, count } = await Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']] });
    res.json({ articles: rows, articlesCount: count });
  } catch (e) { next(e); }
});

router.post('/', auth.required, async (req, res, next) => {
  try {
    const { title, description, body } = req.body.article || {};
    const article = await Article.create({ slug: slugify(title), title, description, body, authorId: req.auth.id });
    res.status(201).json({ article: await Article.findByPk(article.id, { include }) });
  } catch (e) { next(e); }
});

router.post('/:slug/favorite', auth.required, async (req, res, next) => {
  try {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include });
    if (!article) return res.sendStatus(404);
    await article.addFavoritedBy(req.auth.id);
    res.json({ article, favorited: true, favoritesCount: await article.countFavoritedBy() });
  } catch (e) { next(e); }
});

module.exports = router;
