const jwt = require('jsonwebtoken');
const router = require('express').Router();
const { articleService, userService } = require('../services');

function requireUser(req, res, next) {
  try {
    req.userId = jwt.verify((req.headers.authorization || '').replace(/^Token /, ''), userService.SECRET).id;
    next();
  } catch (e) {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}

router.get('/articles', async (req, res, next) => {
  try { res.json(await articleService.list(req.query)); } catch (e) { next(e); }
});

router.post('/articles', requireUser, async (req, res, next) => {
  try { res.status(201).json({ article: await articleService.create(req.userId, req.body.article || {}) }); } catch (e) { next(e); }
});

router.get('/tags', async (req, res, next) => {
  try { res.json({ tags: await articleService.tags() }); } catch (e) { next(e); }
});

module.exports = router;
