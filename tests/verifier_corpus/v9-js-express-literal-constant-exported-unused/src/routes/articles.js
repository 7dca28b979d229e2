const express = require('express');
const { Article, Favorite, User } = require('../models');
const { pageOf } = require('../lib/sql-fragments');

const router = express.Router();

router.get('/articles', async (req, res, next) => {
  try {
    const { rows, count } = await Article.findAndCountAll({
      include: [
        { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
        { model: Favorite, as: 'favorites', attributes: ['userId'] },
      ],
      order: [['createdAt', 'DESC']],
      distinct: true,
      ...pageOf(req.query),
    });
    res.json({
      articles: rows.map((a) => ({
        slug: a.slug,
        title: a.title,
        description: a.description,
        body: a.body,
        tagList: [],
        createdAt: a.createdAt,
        updatedAt: a.updatedAt,
        favorited: false,
        favoritesCount: a.favorites.length,
        author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
      })),
      articlesCount: count,
    });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
