'use strict';
const express = require('express');
const config = require('./config');
const { sequelize, User, Article } = require('./models');

const app = express();
app.use(express.json());

const profile = (u) => ({ username: u.username, bio: u.bio || null, image: u.image || null, following: false });

app.get('/api/profiles/:username', async (req, res, next) => {
  try {
    const user = await User.findOne({ where: { username: req.params.username } });
    if (!user) return res.status(404).json({ errors: { body: ['profile not found'] } });
    return res.json({ profile: profile(user) });
  } catch (err) {
    return next(err);
  }
});

app.get('/api/articles', async (req, res, next) => {
  try {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit) || 20,
      offset: Number(req.query.offset) || 0,
    });
    res.json({
      articles: rows.map((a) => ({
        slug: a.slug, title: a.title, description: a.description, body: a.body,
        createdAt: a.createdAt, updatedAt: a.updatedAt, author: profile(a.author),
      })),
      articlesCount: count,
    });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, _next) => {
  res.status(500).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => {
  app.listen(config.port, () => console.log(`[${config.env}] listening on ${config.port}`));
});
