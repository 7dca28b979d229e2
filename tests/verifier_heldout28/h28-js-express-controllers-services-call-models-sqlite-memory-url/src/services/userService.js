const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User } = require('../models');

const SECRET = process.env.JWT_SECRET || 'supersecret';

const authJSON = (user) => ({
  email: user.email,
  username: user.username,
  bio: user.bio,
  image: user.image,
  token: jwt.sign({ id: user.id }, SECRET, { expiresIn: '1d' }),
});

async function register({ username, email, password }) {
  const exists = await User.findOne({ where: { email } });
  if (exists) {
    const err = new Error('Email already registered');
    err.statusCode = 422;
    throw err;
  }
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  return authJSON(user);
}

async function login({ email, password }) {
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.password))) {
    const err = new Error('Invalid email or password');
    err.statusCode = 401;
    throw err;
  }
  return authJSON(user);
}

async function getById(id) {
  return authJSON(await User.findByPk(id));
}

module.exports = { register, login, getById, SECRET };
