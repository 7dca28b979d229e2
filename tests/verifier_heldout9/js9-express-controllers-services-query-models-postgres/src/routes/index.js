const router = require('express').Router();
const articles = require('../controllers/articleController');
const users = require('../controllers/userController');

router.get('/health-check', (req, res) => res.sendStatus(200));
router.post('/users', users.register);
router.get('/articles', articles.list);
router.get('/articles/:slug', articles.get);
router.post('/articles/:slug/favorite', articles.favorite);

module.exports = router;
