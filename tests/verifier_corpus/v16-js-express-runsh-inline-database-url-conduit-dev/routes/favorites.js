const { Router } = require('express');
const { Favorite } = require('../lib/db');

const router = Router();

router.post('/:articleId/favorite', async (req, res, next) => {
  try {
    const userId = Number(req.get('x-user-id'));
    await Favorite.findOrCreate({ where: { userId, articleId: Number(req.params.articleId) } });
    const favoritesCount = await Favorite.count({ where: { articleId: Number(req.params.articleId) } });
    res.json({ favorited: true, favoritesCount });
  } catch (e) { next(e); }
});

router.delete('/:articleId/favorite', async (req, res, next) => {
  try {
    const userId = Number(req.get('x-user-id'));
    await Favorite.destroy({ where: { userId, articleId: Number(req.params.articleId) } });
    const favoritesCount = await Favorite.count({ where: { articleId: Number(req.params.articleId) } });
    res.json({ favorited: false, favoritesCount });
  } catch (e) { next(e); }
});

module.exports = router;
