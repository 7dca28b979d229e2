const express = require('express');
const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const { User, Article, Comment } = require('./models');

const router = express.Router();
const SECRET = process.env.JWT_SECRET || 'secret';

const sign = (u) => jwt.sign({ id: u.id }, SECRET);
const userJson = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: sign(u) });

function auth(req, res, next) {
  try {
    req.user = jwt.verify((req.headers.authorization || '').split(' ')[1], SECRET);
    next();
  } catch {
    res.status(401).json({ errors: { body: ['Unauthorized'] } });
  }
}

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  if (!username || !email || !password) return res.status(422).json({ errors: { body: ['missing fields'] } });
  if (await User.findOne({ where: { email } })) return res.status(422).json({ errors: { email: ['taken'] } });
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  res.status(201).json({ user: userJson(user) });
});

router.post('/users/login', async (req, res) => {
  const { email, password } = req.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password || '', user.password))) {
    return res.status(401).json({ errors: { body: ['invalid credentials'] } });
  }
  res.json({ user: userJson(user) });
});

router.get('/articles/:slug/comments', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { body: ['not found'] } });
  const comments = await Comment.findAll({
    where: { ArticleId: article.id },
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
  });
  res.json({
    comments: comments.map((c) => ({
      id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
      author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
    })),
  });
});

router.post('/articles/:slug/comments', auth, async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug } });
  if (!article) return res.status(404).json({ errors: { body: ['not found'] } });
  const comment = await Comment.create({ body: req.body.comment.body, authorId: req.user.id, ArticleId: article.id });
  res.status(201).json({ comment: { id: comment.id, body: comment.body, createdAt: comment.createdAt, updatedAt: comment.updatedAt } });
});

module.exports = router;
