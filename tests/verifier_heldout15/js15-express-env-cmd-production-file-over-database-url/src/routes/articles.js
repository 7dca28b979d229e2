const express = require('express');
const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('../db');
const auth = require('./auth');

const router = express.Router();

router.get('/articles', async (req, res) => {
  const where = {};
  const include = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];
  if (req.query.author) include[0].where = { username: req.query.author };
  const { rows, count } = await Article.findAndCountAll({
    where, include, limit: Number(req.query.limit || 20), offset: Number(req.query.offset || 0),
    order: [['createdAt', 'DESC']],
  });
  res.json({ articles: rows, articlesCount: count });
});

router.get('/articles/feed', auth.required, async (req, res) => {
  const limit = Number(req.query.limit || 20);
  const offset = Number(req.query.offset || 0);
  const rows = await sequelize.query(
    `SELECT a.*, u.username, u.bio, u.image
       FROM "Articles" a
       JOIN "Users" u ON u.id = a."authorId"
       JOIN "Follows" f ON f."followingId" = a."authorId"
      WHERE f."followerId" = :me
      ORDER BY a."createdAt" DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { me: req.user.id, limit, offset }, type: QueryTypes.SELECT },
  );
  res.json({ articles: rows, articlesCount: rows.length });
});

module.exports = router;
