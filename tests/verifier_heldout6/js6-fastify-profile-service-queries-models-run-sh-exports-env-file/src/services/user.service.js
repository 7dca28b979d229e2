const bcrypt = require('bcrypt');
const users = require('../repositories/user.repository');

async function register({ username, email, password }) {
  return users.create({ username, email, password: await bcrypt.hash(password, 10) });
}

async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) return null;
  return user;
}

module.exports = { register, login, findById: users.findById };
