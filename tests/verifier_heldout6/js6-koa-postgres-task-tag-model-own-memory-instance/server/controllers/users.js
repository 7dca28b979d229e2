const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

const SECRET = process.env.JWT_SECRET || 'conduit-koa';
const view = (u) => ({ username: u.username, email: u.email, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

exports.SECRET = SECRET;

exports.register = async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: view(user) };
};

exports.login = async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) {
    ctx.status = 401;
    ctx.body = { errors: { 'email or password': ['is invalid'] } };
    return;
  }
  ctx.body = { user: view(user) };
};
