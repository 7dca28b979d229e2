const express = require('express');
const articles = require('../repositories/articleRepository');

const router = express.Router();

const page = (q) => ({ limit: Math.min(Number(q.limit) || 20, 100), offset: Number(q.offset) || 0 });

router.get('/articles/feed', async (req, res, next) => {
  try {
    if (!req.userId) return res.status(401).json({ errors: { body: ['unauthorized'] } });
    const { rows, count } = await articles.feed(req.userId, page(req.query));
    res.json({
      articles: rows.map((r) => ({
        slug: r.slug,
        title: r.title,
        description: r.description,
        body: r.body,
        tagList: r.tag_list,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
        favorited: Boolean(r.favorited),
        favoritesCount: Number(r.favorites_count),
        author: { username: r.username, bio: r.bio, image: r.image, following: true },
      })),
      articlesCount: count,
    });
  } catch (e) { next(e); }
});

router.get('/articles', async (req, res, next) => {
  try {
    const { rows, count } = await articles.list(page(req.query));
    res.json({ articles: rows.map((a) => ({ ...a.toJSON(), favorited: false, favoritesCount: 0 })), articlesCount: count });
  } catch (e) { next(e); }
});

module.exports = router;
