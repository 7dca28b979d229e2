const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');
const SECRET = process.env.JWT_SECRET || 'conduit-secret';

async function login(email, password) {
  const user = await users.findByEmail(email);
  if (!user || !bcrypt.compareSync(password, user.passwordHash)) {
    const err = new Error('email or password is invalid'); err.status = 401; throw err;
  }
  return { ...user.toJSON(), token: jwt.sign({ id: user.id }, SECRET) };
}
async function register({ username, email, password }) {
  const user = await users.create({ username, email, passwordHash: bcrypt.hashSync(password, 8) });
  return { ...user.toJSON(), token: jwt.sign({ id: user.id }, SECRET) };
}
module.exports = { login, register };
