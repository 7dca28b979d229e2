const router = require('express').Router();
const { Article, Comment, User } = require('../db');

const view = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

router.get('/articles', async (req, res) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(req.query.limit || 20),
    offset: Number(req.query.offset || 0),
  });
  res.json({ articles: rows.map(view), articlesCount: count });
});

router.get('/articles/:slug/comments', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
  const comments = await Comment.findAll({ where: { articleId: article.id }, include: [{ model: User, as: 'author' }] });
  res.json({
    comments: comments.map((c) => ({
      id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
      author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
    })),
  });
});

module.exports = router;
