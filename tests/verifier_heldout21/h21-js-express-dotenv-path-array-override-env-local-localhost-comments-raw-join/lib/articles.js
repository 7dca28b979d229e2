const router = require('express').Router();
const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('./db');

router.get('/:slug', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article });
});

router.get('/:slug/comments', async (req, res) => {
  const comments = await sequelize.query(
    `SELECT c.id, c.body, c."createdAt", c."updatedAt", u.username, u.bio, u.image
       FROM comments c
       JOIN articles a ON a.id = c."articleId"
       JOIN users u ON u.id = c."authorId"
      WHERE a.slug = $1
      ORDER BY c."createdAt" DESC`,
    { bind: [req.params.slug], type: QueryTypes.SELECT },
  );
  res.json({
    comments: comments.map((c) => ({
      id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
      author: { username: c.username, bio: c.bio, image: c.image, following: false },
    })),
  });
});

module.exports = router;
