const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');
const favoriteController = require('../controllers/favoriteController');

const router = new Router({ prefix: '/api' });

async function requireAuth(ctx, next) {
  const token = (ctx.get('Authorization') || '').replace(/^Token /, '');
  try {
    ctx.state.user = jwt.verify(token, jwtSecret);
  } catch (_) {
    ctx.status = 401;
    ctx.body = { errors: { token: ['invalid or missing'] } };
    return;
  }
  await next();
}

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.post('/articles/:slug/favorite', requireAuth, favoriteController.favorite);
router.delete('/articles/:slug/favorite', requireAuth, favoriteController.unfavorite);

module.exports = router;
