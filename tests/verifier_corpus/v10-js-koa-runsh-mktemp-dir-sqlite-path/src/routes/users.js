const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const User = require('../models/user');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';
const router = new Router();

const toJson = (u) => ({
  email: u.email,
  username: u.username,
  bio: u.bio,
  image: u.image,
  token: jwt.sign({ id: u.id }, SECRET, { expiresIn: '7d' }),
});

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  if (!username || !email || !password) {
    ctx.status = 422;
    ctx.body = { errors: { body: ['username, email and password are required'] } };
    return;
  }
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: toJson(user) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) {
    ctx.status = 401;
    ctx.body = { errors: { credentials: ['invalid'] } };
    return;
  }
  ctx.body = { user: toJson(user) };
});

router.get('/user', async (ctx) => {
  const header = ctx.get('Authorization');
  const token = header.startsWith('Token ') ? header.slice(6) : null;
  try {
    const { id } = jwt.verify(token, SECRET);
    const user = await User.findByPk(id);
    if (!user) throw new Error('gone');
    ctx.body = { user: toJson(user) };
  } catch (err) {
    ctx.status = 401;
    ctx.body = { errors: { token: ['invalid'] } };
  }
});

module.exports = router;
