'use strict';
require('dotenv/config');
const express = require('express');
const { sequelize, User, Article } = require('./db');

const app = express();
app.use(express.json());

const profile = (u) => ({ username: u.username, bio: u.bio, image: u.image, following: false });

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));

app.get('/api/profiles/:username', async (req, res) => {
  const user = await User.findOne({ where: { username: req.params.username } });
  if (!user) return res.status(404).json({ errors: { body: ['profile not found'] } });
  return res.json({ profile: profile(user) });
});

app.get('/api/articles/:slug', async (req, res) => {
  const article = await Article.findOne({
    where: { slug: req.params.slug },
    include: [{ model: User, as: 'author' }],
  });
  if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
  const a = article.toJSON();
  return res.json({
    article: {
      slug: a.slug, title: a.title, description: a.description, body: a.body,
      createdAt: a.createdAt, updatedAt: a.updatedAt, author: profile(a.author),
    },
  });
});

const port = Number(process.env.PORT) || 8080;
sequelize.sync().then(() => {
  app.listen(port, () => console.log(`conduit listening on ${port}`));
});
