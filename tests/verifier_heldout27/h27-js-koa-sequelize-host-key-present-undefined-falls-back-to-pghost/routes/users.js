const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');
const auth = require('../middleware/auth');

const router = new Router();
const view = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, auth.SECRET), username: u.username, bio: u.bio, image: u.image });

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: view(user) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: view(user) };
});

router.get('/user', auth.required, async (ctx) => {
  ctx.body = { user: view(ctx.state.user) };
});

module.exports = router;
