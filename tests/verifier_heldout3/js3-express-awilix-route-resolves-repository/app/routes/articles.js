const { Router } = require('express');

const router = Router();

router.get('/articles', async (req, res, next) => {
  try {
    const articleService = req.container.resolve('articleService');
    res.json(await articleService.list(req.query, req.userId));
  } catch (err) {
    next(err);
  }
});

module.exports = router;
