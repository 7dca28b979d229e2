const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const profile = require('../controllers/profile.controller');

const router = new Router({ prefix: '/api' });
const auth = (required) => async (ctx, next) => {
  const token = (ctx.get('Authorization') || '').replace(/^Token /, '');
  try { ctx.state.userId = jwt.verify(token, process.env.JWT_SECRET || 'koa-secret').id; }
  catch { if (required) ctx.throw(401, 'unauthorized'); }
  await next();
};

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
router.get('/profiles/:username', auth(false), profile.show);
router.post('/profiles/:username/follow', auth(true), profile.follow);
router.delete('/profiles/:username/follow', auth(true), profile.follow);
module.exports = router;
