'use strict';
const express = require('express');
const { User, Article } = require('../models');

const router = express.Router();

function present(article) {
  const { author } = article;
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    author: { username: author.username, bio: author.bio, image: author.image, following: false },
  };
}

router.get('/articles', async (req, res, next) => {
  try {
    const authorFilter = req.query.author ? { where: { username: req.query.author } } : {};
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author', ...authorFilter }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit) || 20,
      offset: Number(req.query.offset) || 0,
    });
    return res.json({ articles: rows.map(present), articlesCount: count });
  } catch (err) {
    return next(err);
  }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await Article.findOne({
      where: { slug: req.params.slug },
      include: [{ model: User, as: 'author' }],
    });
    if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
    return res.json({ article: present(article) });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
