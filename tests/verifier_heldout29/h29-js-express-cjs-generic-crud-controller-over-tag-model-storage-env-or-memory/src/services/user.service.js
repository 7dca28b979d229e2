const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user.repository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

const toAuthJson = (u) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image,
  token: jwt.sign({ id: u.id }, SECRET, { expiresIn: '7d' }),
});

async function register({ username, email, password }) {
  if (await users.findByEmail(email)) {
    const err = new Error('email has already been taken');
    err.status = 422;
    throw err;
  }
  return toAuthJson(await users.create({ username, email, password: await bcrypt.hash(password, 10) }));
}

async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) {
    const err = new Error('invalid credentials');
    err.status = 401;
    throw err;
  }
  return toAuthJson(user);
}

async function current(id) {
  return toAuthJson(await users.findById(id));
}

module.exports = { register, login, current, SECRET };
