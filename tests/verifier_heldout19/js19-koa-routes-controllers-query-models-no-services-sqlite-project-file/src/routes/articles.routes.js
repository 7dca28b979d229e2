const Router = require('@koa/router');
const controller = require('../controllers/articles.controller');
const auth = require('../middleware/auth');

const router = new Router({ prefix: '/articles' });
router.get('/:slug', controller.get);
router.post('/:slug/favorite', auth, controller.favorite);
module.exports = router;
