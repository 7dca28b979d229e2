const express = require('express');
const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('./db');
const { requireUser } = require('./auth');

const router = express.Router();

router.get('/feed', requireUser, async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const rows = await sequelize.query(
    `SELECT a.*, u.username, u.bio, u.image
       FROM Articles a
       JOIN Users u ON u.id = a.authorId
       JOIN Follows f ON f.followedId = a.authorId
      WHERE f.followerId = :me
      ORDER BY a.createdAt DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { me: req.user.id, limit, offset }, type: QueryTypes.SELECT },
  );
  res.json({
    articles: rows.map((r) => ({
      slug: r.slug, title: r.title, description: r.description, body: r.body,
      createdAt: r.createdAt, updatedAt: r.updatedAt, tagList: [], favorited: false, favoritesCount: 0,
      author: { username: r.username, bio: r.bio, image: r.image, following: true },
    })),
    articlesCount: rows.length,
  });
});

router.get('/:slug', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) return res.status(404).end();
  res.json({ article });
});

module.exports = router;
