const express = require('express');
const slugify = require('slugify');
const { QueryTypes } = require('sequelize');
const { sequelize, User, Article } = require('../models');
const auth = require('../auth');

const router = express.Router();

function present(article) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    author: article.author ? { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false } : null,
  };
}

router.get('/articles', async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
  res.json({ articles: rows.map(present), articlesCount: count });
});

// feed: one round trip instead of loading the follow list first
router.get('/articles/feed', auth.required, async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const rows = await sequelize.query(
    `SELECT a.* FROM articles a
       JOIN follows f ON f."followingId" = a."authorId"
      WHERE f."followerId" = :me
      ORDER BY a."createdAt" DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { me: req.userId, limit, offset }, type: QueryTypes.SELECT },
  );
  res.json({ articles: rows.map(present), articlesCount: rows.length });
});

router.post('/articles', auth.required, async (req, res) => {
  const input = req.body.article || {};
  const article = await Article.create({
    ...input,
    slug: `${slugify(input.title || '', { lower: true })}-${Date.now().toString(36)}`,
    authorId: req.userId,
  });
  article.author = await User.findByPk(req.userId);
  res.status(201).json({ article: present(article) });
});

module.exports = router;
