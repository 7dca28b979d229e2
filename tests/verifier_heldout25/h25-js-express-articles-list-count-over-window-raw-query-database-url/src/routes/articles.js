const express = require('express');
const jwt = require('jsonwebtoken');
const { listArticles, findBySlug, createArticle } = require('../data/articles');

const router = express.Router();
const SECRET = process.env.JWT_SECRET || 'conduit';

const authRequired = (req, res, next) => {
  try {
    req.user = jwt.verify((req.headers.authorization || '').replace('Token ', ''), SECRET);
    next();
  } catch {
    res.status(401).json({ errors: { token: ['invalid'] } });
  }
};

router.get('/articles', async (req, res) => {
  const limit = Math.min(parseInt(req.query.limit, 10) || 20, 100);
  const offset = parseInt(req.query.offset, 10) || 0;
  const { rows, count } = await listArticles({ ...req.query, limit, offset });
  res.json({
    articles: rows.map(({ username, bio, image, total, ...a }) => ({
      ...a,
      favorited: false,
      author: { username, bio, image, following: false },
    })),
    articlesCount: count,
  });
});

router.get('/articles/:slug', async (req, res) => {
  const a = await findBySlug(req.params.slug);
  if (!a) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({
    article: {
      slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
      createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
      author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
    },
  });
});

router.post('/articles', authRequired, async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article || {};
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  await createArticle({ slug, title, description, body, tagList, author_id: req.user.id });
  const a = await findBySlug(slug);
  res.status(201).json({ article: { slug: a.slug, title, description, body, tagList, favorited: false, favoritesCount: 0 } });
});

module.exports = router;
