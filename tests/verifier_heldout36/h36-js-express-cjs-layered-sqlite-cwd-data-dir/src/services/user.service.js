const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user.repository');
const SECRET = process.env.JWT_SECRET || 'conduit-secret';
async function register({ username, email, password }) {
  const user = await users.create({ username, email, password: await bcrypt.hash(password, 10) });
  return { ...user.toJSON(), token: jwt.sign({ id: user.id }, SECRET) };
}
async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) { const e = new Error('invalid credentials'); e.status = 401; throw e; }
  return { ...user.toJSON(), token: jwt.sign({ id: user.id }, SECRET) };
}
module.exports = { register, login, SECRET };
