const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');
const users = require('../controllers/users.controller');
const articles = require('../controllers/articles.controller');

const router = new Router({ prefix: '/api' });

async function auth(ctx, next) {
  try {
    ctx.state.user = jwt.verify((ctx.get('Authorization') || '').replace('Token ', ''), jwtSecret);
  } catch (e) {
    ctx.throw(401, 'unauthorized');
  }
  await next();
}

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.post('/users', users.register);
router.post('/users/login', users.login);
router.get('/articles', articles.list);
router.post('/articles', auth, articles.create);

module.exports = router;
