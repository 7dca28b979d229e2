const express = require('express');
const { requireAuth } = require('../middleware/auth');
const users = require('../controllers/users');
const articles = require('../controllers/articles');

const router = express.Router();
const h = (fn) => (req, res, next) => fn(req, res, next).catch(next);

router.get('/health-check', (req, res) => res.sendStatus(200));
router.post('/users', h(users.register));
router.post('/users/login', h(users.login));
router.get('/articles/feed', requireAuth, h(articles.feed));
router.post('/articles', requireAuth, h(articles.create));
router.get('/articles/:slug', h(articles.get));

module.exports = router;
