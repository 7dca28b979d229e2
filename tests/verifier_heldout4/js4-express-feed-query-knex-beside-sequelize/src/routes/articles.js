const express = require('express');
const jwt = require('jsonwebtoken');
const articles = require('../services/articleService');

const router = express.Router();
const SECRET = process.env.JWT_SECRET || 'secret';

function requireAuth(req, res, next) {
  const token = (req.headers.authorization || '').split(' ')[1];
  try {
    req.userId = jwt.verify(token, SECRET).id;
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
}

router.get('/articles/feed', requireAuth, async (req, res, next) => {
  try { res.json(await articles.feed(req.userId, Number(req.query.limit) || 20, Number(req.query.offset) || 0)); } catch (e) { next(e); }
});

router.get('/articles', async (req, res, next) => {
  try { res.json(await articles.list(Number(req.query.limit) || 20, Number(req.query.offset) || 0)); } catch (e) { next(e); }
});

module.exports = router;
