const express = require('express');
const articleService = require('../services/articleService');
const userService = require('../services/userService');

const router = express.Router();

function requireUser(req, res, next) {
  const header = req.headers.authorization || '';
  try {
    req.userId = userService.verify(header.replace(/^Token /, '')).id;
    next();
  } catch {
    res.status(401).json({ errors: { token: ['invalid or missing'] } });
  }
}

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: {
    username: a.author ? a.author.username : a.username,
    bio: a.author ? a.author.bio : a.bio,
    image: a.author ? a.author.image : a.image,
    following: !a.author,
  },
});

router.get('/articles/feed', requireUser, async (req, res, next) => {
  try {
    const { rows, count } = await articleService.feed(req.userId, req.query);
    res.json({ articles: rows.map(view), articlesCount: count });
  } catch (err) {
    next(err);
  }
});

router.get('/articles', async (req, res, next) => {
  try {
    const { rows, count } = await articleService.list(req.query);
    res.json({ articles: rows.map(view), articlesCount: count });
  } catch (err) {
    next(err);
  }
});

router.post('/articles', requireUser, async (req, res, next) => {
  try {
    const article = await articleService.create(req.userId, req.body.article);
    res.status(201).json({ article: view(article) });
  } catch (err) {
    next(err);
  }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await articleService.get(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    res.json({ article: view(article) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
