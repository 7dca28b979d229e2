const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

const SECRET = process.env.JWT_SECRET || 'secret';

function authView(user) {
  return {
    email: user.email,
    token: jwt.sign({ id: user.id }, SECRET, { expiresIn: '24h' }),
    username: user.username,
    bio: user.bio || null,
    image: user.image || null,
  };
}

async function register({ username, email, password }) {
  if (await User.findOne({ where: { email } })) {
    const err = new Error('email already taken');
    err.status = 409;
    throw err;
  }
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  return authView(user);
}

async function login({ email, password }) {
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) {
    const err = new Error('invalid credentials');
    err.status = 401;
    throw err;
  }
  return authView(user);
}

async function update(id, changes) {
  const user = await User.findByPk(id);
  if (changes.password) changes.password = await bcrypt.hash(changes.password, 10);
  await user.update(changes);
  return authView(user);
}

function verify(token) {
  return jwt.verify(token, SECRET).id;
}

module.exports = { register, login, update, verify };
