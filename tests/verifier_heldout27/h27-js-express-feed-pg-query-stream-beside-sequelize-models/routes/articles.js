const express = require('express');
const QueryStream = require('pg-query-stream');
const { Op } = require('sequelize');
const { pool, Article, User, Favorite } = require('../lib/db');
const { requireUser, optionalUser } = require('../lib/auth');

const router = express.Router();

const shape = async (a, viewerId) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tag_list,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: viewerId ? (await Favorite.count({ where: { user_id: viewerId, article_id: a.id } })) > 0 : false,
  favoritesCount: await Favorite.count({ where: { article_id: a.id } }),
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

router.get('/articles', optionalUser, async (req, res, next) => {
  try {
    const where = req.query.tag ? { tag_list: { [Op.contains]: [req.query.tag] } } : {};
    const include = [{ model: User, as: 'author', ...(req.query.author ? { where: { username: req.query.author } } : {}) }];
    const { rows, count } = await Article.findAndCountAll({
      where, include, order: [['created_at', 'DESC']],
      limit: Number(req.query.limit) || 20, offset: Number(req.query.offset) || 0,
    });
    res.json({ articles: await Promise.all(rows.map((a) => shape(a, req.auth && req.auth.id))), articlesCount: count });
  } catch (e) {
    next(e);
  }
});

// The feed is streamed row by row straight from PostgreSQL.
router.get('/articles/feed', requireUser, async (req, res, next) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  let client;
  try {
    client = await pool.connect();
    const stream = client.query(new QueryStream(
      `SELECT a.slug, a.title, a.description, a.body, a.tag_list AS "tagList",
              a.created_at AS "createdAt", a.updated_at AS "updatedAt",
              u.username, u.bio, u.image,
              (SELECT count(*)::int FROM favorites f WHERE f.article_id = a.id) AS "favoritesCount",
              EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = $1) AS favorited
         FROM articles a
         JOIN follows fo ON fo.followee_id = a.author_id AND fo.follower_id = $1
         JOIN users u ON u.id = a.author_id
        ORDER BY a.created_at DESC
        LIMIT $2 OFFSET $3`,
      [req.auth.id, limit, offset],
    ));
    const articles = [];
    for await (const row of stream) {
      const { username, bio, image, ...article } = row;
      articles.push({ ...article, author: { username, bio, image, following: true } });
    }
    res.json({ articles, articlesCount: articles.length });
  } catch (e) {
    next(e);
  } finally {
    if (client) client.release();
  }
});

router.get('/articles/:slug', optionalUser, async (req, res, next) => {
  try {
    const a = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
    if (!a) return res.status(404).json({ errors: { article: ['not found'] } });
    res.json({ article: await shape(a, req.auth && req.auth.id) });
  } catch (e) {
    next(e);
  }
});

router.post('/articles', requireUser, async (req, res, next) => {
  try {
    const { title, description, body, tagList = [] } = req.body.article || {};
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const a = await Article.create({ slug, title, description, body, tag_list: tagList, author_id: req.auth.id });
    a.author = await User.findByPk(req.auth.id);
    res.status(201).json({ article: await shape(a, req.auth.id) });
  } catch (e) {
    next(e);
  }
});

router.get('/tags', async (req, res, next) => {
  try {
    const rows = await Article.findAll({ attributes: ['tag_list'] });
    res.json({ tags: [...new Set(rows.flatMap((r) => r.tag_list))] });
  } catch (e) {
    next(e);
  }
});

module.exports = router;
