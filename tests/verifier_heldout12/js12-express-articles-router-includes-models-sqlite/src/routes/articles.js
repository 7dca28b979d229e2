const express = require('express');
const { Op } = require('sequelize');
const { Article, User, Favorite, Follow } = require('../models');
const authService = require('../services/authService');

const router = express.Router();

function viewerId(req) {
  const header = req.headers.authorization;
  if (!header) return null;
  try { return authService.verify(header.replace(/^Token /, '')); } catch { return null; }
}

function toJson(article, userId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: article.favorites.some((f) => f.userId === userId),
    favoritesCount: article.favorites.length,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

// The list and the feed query the models here: both need the same includes and paging.
router.get('/articles', async (req, res) => {
  const userId = viewerId(req);
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const where = {};
  if (req.query.author) {
    const author = await User.findOne({ where: { username: req.query.author } });
    where.authorId = author ? author.id : -1;
  }
  const { rows, count } = await Article.findAndCountAll({
    where,
    include: [{ model: User, as: 'author' }, { model: Favorite }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
    distinct: true,
  });
  res.json({ articles: rows.map((a) => toJson(a, userId)), articlesCount: count });
});

router.get('/articles/feed', async (req, res) => {
  const userId = viewerId(req);
  if (!userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  const follows = await Follow.findAll({ where: { followerId: userId } });
  const { rows, count } = await Article.findAndCountAll({
    where: { authorId: { [Op.in]: follows.map((f) => f.followedId) } },
    include: [{ model: User, as: 'author' }, { model: Favorite }],
    order: [['createdAt', 'DESC']],
    limit: Number(req.query.limit) || 20,
    offset: Number(req.query.offset) || 0,
    distinct: true,
  });
  res.json({ articles: rows.map((a) => toJson(a, userId)), articlesCount: count });
});

module.exports = router;
