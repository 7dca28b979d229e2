const express = require('express');
const jwt = require('jsonwebtoken');
const bcrypt = require('bcryptjs');
const { User, Article } = require('../models');

const router = express.Router();
const secret = () => process.env.JWT_SECRET || 'secret';

router.post('/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 8) });
  res.status(201).json({ user: { username, email, bio: null, image: null, token: jwt.sign({ id: user.id }, secret()) } });
});

router.get('/articles/:slug', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
  res.json({ article });
});

module.exports = router;
