const router = require('express').Router();
const { Op } = require('sequelize');
const { Article, User } = require('../models');
const { auth } = require('../auth');

const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: a.favoritesCount,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

router.get('/articles', auth(true), async (req, res) => {
  const where = {};
  const include = [{ model: User, as: 'author' }];
  if (req.query.author) include[0].where = { username: req.query.author };
  if (req.query.tag) where.tagList = { [Op.like]: `%"${req.query.tag}"%` };
  const { rows, count } = await Article.findAndCountAll({
    where,
    include,
    order: [['createdAt', 'DESC']],
    limit: Number(req.query.limit) || 20,
    offset: Number(req.query.offset) || 0,
  });
  res.json({ articles: rows.map(present), articlesCount: count });
});

router.get('/articles/:slug', auth(true), async (req, res) => {
  const a = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!a) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article: present(a) });
});

router.post('/articles', auth(), async (req, res) => {
  const input = (req.body && req.body.article) || {};
  const slug = `${String(input.title || 'untitled').toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const a = await Article.create({ ...input, slug, tagList: input.tagList || [], authorId: req.user.id });
  a.author = req.user;
  res.status(201).json({ article: present(a) });
});

router.get('/tags', async (req, res) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  res.json({ tags: [...new Set(rows.flatMap((r) => r.tagList))] });
});

module.exports = router;
