const { Router } = require('express');
const favoriteService = require('../services/favoriteService');

const router = Router();

router.post('/articles/:slug/favorite', async (req, res, next) => {
  try {
    const userId = Number((req.get('authorization') || '').replace(/^Token /, '').split('.')[0]);
    res.json({ article: await favoriteService.favorite(userId, req.params.slug) });
  } catch (err) {
    next(err);
  }
});

module.exports = router;
