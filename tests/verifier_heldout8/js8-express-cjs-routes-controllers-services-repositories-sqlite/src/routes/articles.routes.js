const { Router } = require('express');
const auth = require('../middleware/auth');
const { wrap } = require('../utils/errors');
const articles = require('../controllers/articles.controller');

const router = Router();

router.get('/', auth.optional, wrap(articles.list));
router.post('/', auth.required, wrap(articles.create));
router.get('/:slug', auth.optional, wrap(articles.get));
router.delete('/:slug', auth.required, wrap(articles.remove));
router.post('/:slug/favorite', auth.required, wrap(articles.favorite));
router.delete('/:slug/favorite', auth.required, wrap(articles.unfavorite));

module.exports = router;
