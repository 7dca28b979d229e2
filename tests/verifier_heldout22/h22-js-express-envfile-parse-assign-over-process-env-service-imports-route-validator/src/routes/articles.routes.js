const router = require('express').Router();
const service = require('../services/article.service');

router.post('/articles', async (req, res, next) => {
  try {
    res.status(201).json({ article: await service.create(req.userId, req.body.article) });
  } catch (e) { next(e); }
});

module.exports = router;
