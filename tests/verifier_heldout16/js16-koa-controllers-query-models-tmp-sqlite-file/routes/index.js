const Router = require('@koa/router');
const users = require('../controllers/users');
const articles = require('../controllers/articles');

const router = new Router({ prefix: '/api' });
router.get('/health-check', (ctx) => { ctx.body = 'OK'; });
router.post('/users/login', users.login);
router.get('/articles/:slug', articles.get);
router.put('/articles/:slug', articles.update);

module.exports = router;
