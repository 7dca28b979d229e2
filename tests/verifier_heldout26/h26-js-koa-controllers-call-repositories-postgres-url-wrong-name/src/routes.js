const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const users = require('./controllers/userController');
const profiles = require('./controllers/profileController');

const router = new Router({ prefix: '/api' });

router.use(async (ctx, next) => {
  const m = /^(?:Token|Bearer) (.+)$/.exec(ctx.get('Authorization'));
  if (m) {
    try { ctx.state.userId = jwt.verify(m[1], users.secret).id; } catch { /* ignore */ }
  }
  await next();
});

const auth = async (ctx, next) => {
  if (!ctx.state.userId) ctx.throw(401, 'unauthorized');
  await next();
};

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.post('/users', users.register);
router.post('/users/login', users.login);
router.get('/user', auth, users.current);
router.get('/profiles/:username', profiles.get);
router.post('/profiles/:username/follow', auth, profiles.follow);
router.delete('/profiles/:username/follow', auth, profiles.unfollow);

module.exports = router;
