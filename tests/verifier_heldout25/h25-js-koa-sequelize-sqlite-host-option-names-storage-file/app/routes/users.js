const Router = require('koa-router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../db');

const SECRET = process.env.JWT_SECRET || 'koa-sqlite';
const router = new Router({ prefix: '/api' });

const body = (u) => ({ user: { email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) } });

router.post('/users', async (ctx) => {
  const { email, username, password } = ctx.request.body.user || {};
  if (!email || !username || !password) ctx.throw(422, 'email, username and password are required');
  ctx.status = 201;
  ctx.body = body(await User.create({ email, username, passwordHash: await bcrypt.hash(password, 10) }));
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) ctx.throw(401, 'invalid credentials');
  ctx.body = body(user);
});

module.exports = router;
