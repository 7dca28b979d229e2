const { Router } = require('express');
const jwt = require('jsonwebtoken');
const articles = require('../controllers/article.controller');
const tags = require('../controllers/tag.controller');

const router = Router();
const secret = process.env.JWT_SECRET || 'dev-secret';

function requireAuth(req, res, next) {
  const [, token] = (req.headers.authorization || '').split(' ');
  try {
    req.user = jwt.verify(token, secret);
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}

router.get('/health-check', (req, res) => res.sendStatus(200));
router.get('/articles', articles.list);
router.post('/articles', requireAuth, articles.create);
router.get('/articles/:slug', articles.get);
router.delete('/articles/:slug', requireAuth, articles.remove);
router.get('/tags', tags.list);

module.exports = router;
