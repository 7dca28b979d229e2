const { Router } = require('express');
const auth = require('../middleware/auth');
const users = require('../controllers/users.controller');
const articles = require('../controllers/articles.controller');
const tags = require('../controllers/tags.controller');

const router = Router();

router.get('/health-check', (req, res) => res.json({ status: 'ok' }));
router.post('/users', users.register);
router.post('/users/login', users.login);
router.get('/user', auth, users.current);
router.get('/articles', articles.list);
router.post('/articles', auth, articles.create);
router.get('/articles/:slug', articles.get);
router.get('/tags', tags.list);

module.exports = router;
