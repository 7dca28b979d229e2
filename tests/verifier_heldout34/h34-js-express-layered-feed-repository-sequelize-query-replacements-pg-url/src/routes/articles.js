const router = require('express').Router();
const feedService = require('../services/feedService');

router.get('/articles/feed', async (req, res, next) => {
  try {
    res.json(await feedService.feed(req.userId, req.query));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
