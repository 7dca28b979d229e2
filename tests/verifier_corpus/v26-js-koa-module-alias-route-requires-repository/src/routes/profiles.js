const Router = require('@koa/router');
const userRepository = require('@repositories/userRepository');

const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.get('/profiles/:username', async (ctx) => {
  const user = await userRepository.findByUsername(ctx.params.username);
  if (!user) { ctx.status = 404; ctx.body = { errors: { body: ['not found'] } }; return; }
  ctx.body = { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
});

module.exports = router;
