const router = require('express').Router();
const articles = require('../controllers/articles.controller');
const tags = require('../controllers/tags.controller');
const users = require('../controllers/users.controller');

router.get('/health-check', (req, res) => res.sendStatus(200));
router.post('/users', users.register);
router.post('/users/login', users.login);
router.get('/articles', articles.list);
router.get('/articles/:slug', articles.get);
router.get('/tags', tags.list);

module.exports = router;
