'use strict';
const { Router } = require('express');
const { Article, User } = require('../db/models');

const router = Router();

router.get('/:slug', async (req, res, next) => {
  try {
    const article = await Article.findOne({
      where: { slug: req.params.slug },
      include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    });
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    return res.json({ article });
  } catch (err) {
    return next(err);
  }
});

router.delete('/:slug', async (req, res, next) => {
  try {
    const removed = await Article.destroy({ where: { slug: req.params.slug } });
    return removed ? res.status(204).end() : res.status(404).json({ errors: { article: ['not found'] } });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
