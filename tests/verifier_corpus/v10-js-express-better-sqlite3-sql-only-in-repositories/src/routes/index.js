const { Router } = require('express');
const tagService = require('../services/tag-service');
const favoriteService = require('../services/favorite-service');

const router = Router();

const requireUser = (req, res, next) => {
  const id = Number(req.get('X-User-Id'));
  if (!id) return res.status(401).json({ errors: { token: ['missing'] } });
  req.userId = id;
  return next();
};

router.get('/tags', (req, res) => {
  res.json({ tags: tagService.list() });
});

router.post('/articles/:slug/favorite', requireUser, (req, res) => {
  res.json({ article: favoriteService.favorite(req.userId, req.params.slug) });
});

router.delete('/articles/:slug/favorite', requireUser, (req, res) => {
  res.json({ article: favoriteService.unfavorite(req.userId, req.params.slug) });
});

module.exports = router;
