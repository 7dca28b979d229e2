const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('config');
const { User } = require('../lib/db');

const router = new Router();
const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, config.get('jwtSecret')) });

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user;
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: present(user) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user;
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) ctx.throw(401, 'email or password is invalid');
  ctx.body = { user: present(user) };
});

module.exports = router;
