const express = require('express');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { Op } = require('sequelize');
const config = require('../config');
const { User, Article, Comment } = require('../models');

const router = express.Router();
const token = (u) => jwt.sign({ id: u.id }, config.jwtSecret, { expiresIn: '2d' });
const userJSON = (u) => ({ email: u.email, token: token(u), username: u.username, bio: u.bio, image: u.image });
const profile = (u) => ({ username: u.username, bio: u.bio, image: u.image, following: false });
const articleJSON = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0, author: profile(a.author),
});

const wrap = (fn) => (req, res, next) => fn(req, res, next).catch(next);

async function auth(req, res, next) {
  const [kind, t] = (req.headers.authorization || '').split(' ');
  if (kind !== 'Token' || !t) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  try {
    req.user = await User.findByPk(jwt.verify(t, config.jwtSecret).id);
  } catch (e) {
    return res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
  return next();
}

router.get('/health-check', (req, res) => res.json({ ok: true }));

router.post('/users', wrap(async (req, res) => {
  const { username, email, password } = req.body.user || {};
  const u = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  res.status(201).json({ user: userJSON(u) });
}));

router.post('/users/login', wrap(async (req, res) => {
  const { email, password } = req.body.user || {};
  const u = await User.findOne({ where: { email } });
  if (!u || !(await bcrypt.compare(password, u.password))) return res.status(401).json({ errors: { body: ['invalid'] } });
  return res.json({ user: userJSON(u) });
}));

router.get('/user', auth, (req, res) => res.json({ user: userJSON(req.user) }));

router.get('/articles', wrap(async (req, res) => {
  const where = req.query.tag ? { tagList: { [Op.contains]: [req.query.tag] } } : {};
  const { rows, count } = await Article.findAndCountAll({
    where, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']],
    limit: Number(req.query.limit) || 20, offset: Number(req.query.offset) || 0,
  });
  res.json({ articles: rows.map(articleJSON), articlesCount: count });
}));

router.post('/articles', auth, wrap(async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article || {};
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const a = await Article.create({ slug, title, description, body, tagList, authorId: req.user.id });
  a.author = req.user;
  res.status(201).json({ article: articleJSON(a) });
}));

router.get('/articles/:slug/comments', wrap(async (req, res) => {
  const a = await Article.findOne({ where: { slug: req.params.slug } });
  if (!a) return res.status(404).json({ errors: { article: ['not found'] } });
  const comments = await Comment.findAll({ where: { ArticleId: a.id }, include: [{ model: User, as: 'author' }] });
  return res.json({ comments: comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: profile(c.author) })) });
}));

router.get('/tags', wrap(async (req, res) => {
  const rows = await Article.findAll({ attributes: ['tagList'] });
  res.json({ tags: [...new Set(rows.flatMap((r) => r.tagList || []))] });
}));

module.exports = router;
