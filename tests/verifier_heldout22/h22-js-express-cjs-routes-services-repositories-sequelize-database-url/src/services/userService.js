const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

async function register({ username, email, password }) {
  const passwordHash = await bcrypt.hash(password, 10);
  const user = await users.create({ username, email, passwordHash });
  return { user, token: jwt.sign({ id: user.id }, SECRET) };
}

async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
  return { user, token: jwt.sign({ id: user.id }, SECRET) };
}

module.exports = { register, login, SECRET };
