const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../lib/db');

const SECRET = process.env.JWT_SECRET || 'koa-secret';
const router = new Router();

async function requireUser(ctx, next) {
  const token = (ctx.headers.authorization || '').replace(/^Token\s+/, '');
  try {
    ctx.state.user = jwt.verify(token, SECRET);
  } catch (_e) {
    ctx.status = 401;
    ctx.body = { errors: { token: ['invalid'] } };
    return;
  }
  await next();
}

const userJson = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  const user = await User.create({ username, email, password: bcrypt.hashSync(password, 10) });
  ctx.status = 201;
  ctx.body = { user: userJson(user) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !bcrypt.compareSync(password, user.password)) {
    ctx.status = 401;
    ctx.body = { errors: { credentials: ['invalid'] } };
    return;
  }
  ctx.body = { user: userJson(user) };
});

module.exports = router;
module.exports.requireUser = requireUser;
