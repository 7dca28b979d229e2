const router = require('express').Router();
const jwt = require('jsonwebtoken');
const tags = require('../controllers/tags');
const articles = require('../controllers/articles');

const SECRET = process.env.JWT_SECRET || 'realworld-secret';

function auth(req, res, next) {
  const header = req.headers.authorization || '';
  if (!header.startsWith('Token ')) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  try {
    req.user = jwt.verify(header.slice(6), SECRET);
    next();
  } catch (_e) {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}

router.get('/health-check', (_req, res) => res.sendStatus(200));
router.get('/tags', tags.list);
router.post('/articles', auth, articles.create);
router.get('/articles/:slug', articles.get);

module.exports = router;
