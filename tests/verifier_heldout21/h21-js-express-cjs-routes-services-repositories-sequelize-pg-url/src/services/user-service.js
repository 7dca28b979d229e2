const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/user-repository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

async function register({ username, email, password }) {
  const passwordHash = await bcrypt.hash(password, 10);
  const user = await userRepository.create({ username, email, passwordHash });
  return { user, token: jwt.sign({ id: user.id }, SECRET) };
}

async function login({ email, password }) {
  const user = await userRepository.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    const err = new Error('invalid credentials');
    err.status = 401;
    throw err;
  }
  return { user, token: jwt.sign({ id: user.id }, SECRET) };
}

module.exports = { register, login, SECRET };
