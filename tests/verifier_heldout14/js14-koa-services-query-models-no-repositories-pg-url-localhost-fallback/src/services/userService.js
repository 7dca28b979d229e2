const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';

function authJson(user) {
  return {
    email: user.email,
    token: jwt.sign({ id: user.id }, SECRET),
    username: user.username,
    bio: user.bio || null,
    image: user.image || null,
  };
}

async function register({ username, email, password }) {
  const exists = await User.findOne({ where: { email } });
  if (exists) {
    const err = new Error('email taken');
    err.status = 422;
    throw err;
  }
  const user = await User.create({ username, email, password: bcrypt.hashSync(password, 10) });
  return authJson(user);
}

async function login({ email, password }) {
  const user = await User.findOne({ where: { email } });
  if (!user || !bcrypt.compareSync(password, user.password)) {
    const err = new Error('invalid credentials');
    err.status = 401;
    throw err;
  }
  return authJson(user);
}

async function current(id) {
  return authJson(await User.findByPk(id));
}

module.exports = { register, login, current, SECRET };
