const Router = require('@koa/router');
const tags = require('../controllers/tagController');
const articles = require('../controllers/articleController');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = 'OK'; });
router.get('/tags', tags.list);
router.get('/articles/:slug', articles.get);
router.post('/articles', articles.create);

module.exports = router;
