const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';
const router = new Router();

function userJson(user) {
  const token = jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
  return { user: { email: user.email, username: user.username, bio: user.bio, image: user.image, token } };
}

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  if (await User.findOne({ where: { email } })) {
    ctx.status = 422;
    ctx.body = { errors: { email: ['has already been taken'] } };
    return;
  }
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = userJson(user);
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    ctx.status = 401;
    ctx.body = { errors: { credentials: ['invalid'] } };
    return;
  }
  ctx.body = userJson(user);
});

module.exports = router;
