const Router = require('@koa/router');
const passport = require('../../config/passport');
const userService = require('../../services/userService');

const router = new Router({ prefix: '/api' });
const auth = passport.authenticate('jwt', { session: false });

const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image });

router.get('/user', auth, (ctx) => {
  ctx.body = { user: view(ctx.state.user) };
});

router.put('/user', auth, async (ctx) => {
  ctx.body = { user: view(await userService.updateUser(ctx.state.user, ctx.request.body.user || {})) };
});

module.exports = router;
