const router = require('express').Router();
const db = require('../models');
const auth = require('../services/auth');

const toArticle = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

router.get('/articles/feed', auth.required, async (req, res, next) => {
  try {
    const articles = await db.sequelize.query(
      `SELECT a.* FROM "Articles" a
        WHERE a."authorId" IN (SELECT "followingId" FROM "Follows" WHERE "followerId" = :userId)
        ORDER BY a."createdAt" DESC LIMIT :limit OFFSET :offset`,
      {
        replacements: { userId: req.auth.id, limit: Number(req.query.limit || 20), offset: Number(req.query.offset || 0) },
        model: db.Article,
        mapToModel: true,
      },
    );
    for (const a of articles) a.author = await db.User.findByPk(a.authorId);
    res.json({ articles: articles.map(toArticle), articlesCount: articles.length });
  } catch (err) {
    next(err);
  }
});

router.get('/articles', async (req, res, next) => {
  try {
    const { rows, count } = await db.Article.findAndCountAll({
      include: [{ model: db.User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit || 20),
      offset: Number(req.query.offset || 0),
    });
    res.json({ articles: rows.map(toArticle), articlesCount: count });
  } catch (err) {
    next(err);
  }
});

router.post('/articles', auth.required, async (req, res, next) => {
  try {
    const { title, description, body, tagList = [] } = req.body.article;
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const created = await db.Article.create({ slug, title, description, body, tagList, authorId: req.auth.id });
    const article = await db.Article.findByPk(created.id, { include: [{ model: db.User, as: 'author' }] });
    res.status(201).json({ article: toArticle(article) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
