const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'koa-pg-secret';
const toAuth = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio, image: u.image });

exports.secret = SECRET;

exports.register = async (ctx) => {
  const { email, username, password } = ctx.request.body.user || {};
  if (!email || !username || !password) ctx.throw(422, 'email, username and password are required');
  if ((await userRepository.findByEmail(email)) || (await userRepository.findByUsername(username))) {
    ctx.throw(422, 'email or username already taken');
  }
  const user = await userRepository.create({ email, username, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: toAuth(user) };
};

exports.login = async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await userRepository.findByEmail(email || '');
  if (!user || !(await bcrypt.compare(password || '', user.password))) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: toAuth(user) };
};

exports.current = async (ctx) => {
  ctx.body = { user: toAuth(await userRepository.findById(ctx.state.userId)) };
};
