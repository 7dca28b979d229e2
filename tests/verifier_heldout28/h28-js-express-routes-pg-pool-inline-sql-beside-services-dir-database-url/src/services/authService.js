const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/userRepository');
const { toUser } = require('../models/user');

const SECRET = process.env.JWT_SECRET || 'dev-secret';

function sign(user) {
  return jwt.sign({ id: user.id, username: user.username }, SECRET, { expiresIn: '7d' });
}

function verify(token) {
  return jwt.verify(token, SECRET);
}

async function register({ email, username, password }) {
  const passwordHash = await bcrypt.hash(password, 10);
  const row = await userRepository.insert({ email, username, passwordHash });
  return toUser(row, sign(row));
}

async function login({ email, password }) {
  const row = await userRepository.findByEmail(email);
  if (!row || !(await bcrypt.compare(password, row.password_hash))) {
    const err = new Error('email or password is invalid');
    err.status = 401;
    throw err;
  }
  return toUser(row, sign(row));
}

async function current(id) {
  const row = await userRepository.findById(id);
  return row ? toUser(row, sign(row)) : null;
}

module.exports = { register, login, current, verify };
