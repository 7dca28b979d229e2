const express = require('express');
const { Article, Tag, User } = require('../models');

const router = express.Router();

function toArticle(a) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: (a.tags || []).map((t) => t.name),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}

router.get('/articles', async (req, res, next) => {
  try {
    const limit = Number(req.query.limit || 20);
    const offset = Number(req.query.offset || 0);
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
      distinct: true,
    });
    res.json({ articles: rows.map(toArticle), articlesCount: count });
  } catch (err) {
    next(err);
  }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await Article.findOne({
      where: { slug: req.params.slug },
      include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }],
    });
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    res.json({ article: toArticle(article) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
