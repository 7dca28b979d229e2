const router = require('express').Router();
const articles = require('../controllers/articles');
const { auth } = require('../middleware/auth');

router.get('/articles', articles.list);
router.post('/articles/:slug/favorite', auth, articles.favorite);
router.delete('/articles/:slug/favorite', auth, articles.unfavorite);

module.exports = router;
