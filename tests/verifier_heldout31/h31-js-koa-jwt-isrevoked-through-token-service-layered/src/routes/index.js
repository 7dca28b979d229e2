const Router = require('@koa/router');
const jwt = require('koa-jwt');
const tokenService = require('../services/tokenService');
const userService = require('../services/userService');

const router = new Router({ prefix: '/api' });

const auth = jwt({
  secret: tokenService.SECRET,
  key: 'auth',
  tokenKey: 'token',
  getToken: (ctx) => {
    const [scheme, token] = (ctx.get('Authorization') || '').split(' ');
    return scheme === 'Token' ? token : null;
  },
  isRevoked: (ctx, decoded) => tokenService.isRevoked(decoded.jti),
});

router.get('/health-check', (ctx) => { ctx.body = { ok: true }; });

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await userService.login(email, password);
  if (!user) ctx.throw(401, 'invalid credentials');
  ctx.body = { user };
});

router.post('/users', async (ctx) => {
  ctx.status = 201;
  ctx.body = { user: await userService.register(ctx.request.body.user || {}) };
});

router.get('/user', auth, async (ctx) => {
  ctx.body = { user: await userService.current(ctx.state.auth.sub, ctx.state.token) };
});

router.post('/user/logout', auth, async (ctx) => {
  await tokenService.revoke(ctx.state.auth.jti);
  ctx.status = 204;
});

module.exports = router;
