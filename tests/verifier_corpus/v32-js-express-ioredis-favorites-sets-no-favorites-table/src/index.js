'use strict';

const express = require('express');
const { sequelize, User, Article } = require('./db');
const favorites = require('./favorites');

const app = express();
app.use(express.json());

async function currentUser(req) {
  const header = req.get('authorization') || '';
  if (!header.startsWith('Token ')) return null;
  return User.findOne({ where: { token: header.slice(6) } });
}

async function render(article, user) {
  return {
    slug: article.slug,
    title: article.title,
    body: article.body,
    favorited: user ? await favorites.has(article.id, user.id) : false,
    favoritesCount: await favorites.count(article.id),
  };
}

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));

app.post('/api/articles/:slug/favorite', async (req, res, next) => {
  try {
    const user = await currentUser(req);
    if (!user) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
    await favorites.add(article.id, user.id);
    return res.json({ article: await render(article, user) });
  } catch (err) {
    return next(err);
  }
});

app.delete('/api/articles/:slug/favorite', async (req, res, next) => {
  try {
    const user = await currentUser(req);
    if (!user) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    const article = await Article.findOne({ where: { slug: req.params.slug } });
    if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
    await favorites.remove(article.id, user.id);
    return res.json({ article: await render(article, user) });
  } catch (err) {
    return next(err);
  }
});

sequelize.sync().then(() => app.listen(Number(process.env.PORT) || 3000, '0.0.0.0'));
