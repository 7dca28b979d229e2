'use strict';
const express = require('express');
const { getDb } = require('../db');

const router = express.Router();

function present(article, author) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    author: { username: author.username, bio: author.bio, image: author.image, following: false },
  };
}

router.get('/articles', async (req, res, next) => {
  try {
    const db = await getDb();
    const criteria = {};
    if (req.query.author) {
      const author = await db.Users.findOne({ username: req.query.author });
      if (!author) return res.json({ articles: [], articlesCount: 0 });
      criteria.authorId = author.id;
    }
    const articles = await db.Articles.find(criteria, {
      order: [{ field: 'createdAt', direction: 'desc' }],
      limit: Number(req.query.limit) || 20,
      offset: Number(req.query.offset) || 0,
    });
    const count = await db.Articles.count(criteria);
    const authors = await db.Users.find({ id: [...new Set(articles.map((a) => a.authorId))] });
    const byId = new Map(authors.map((u) => [u.id, u]));
    return res.json({ articles: articles.map((a) => present(a, byId.get(a.authorId))), articlesCount: Number(count) });
  } catch (err) {
    return next(err);
  }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    const db = await getDb();
    const article = await db.Articles.findOne({ slug: req.params.slug });
    if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
    const author = await db.Users.findOne(article.authorId);
    return res.json({ article: present(article, author) });
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
