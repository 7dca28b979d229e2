const router = require('express').Router();
const auth = require('../middleware/auth');
const articles = require('../controllers/articleController');
const profiles = require('../controllers/profileController');

router.get('/health-check', (req, res) => res.sendStatus(200));
router.get('/articles/:slug', auth(false), articles.getArticle);
router.post('/articles', auth(), articles.createArticle);
router.get('/profiles/:username', auth(false), profiles.getProfile);
router.post('/profiles/:username/follow', auth(), profiles.follow);
module.exports = router;
