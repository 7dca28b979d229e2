const bcrypt = require('bcryptjs');
const users = require('../repositories/userRepository');

async function register({ username, email, password }) {
  const hash = await bcrypt.hash(password, 10);
  return users.create({ username, email, password: hash });
}

async function authenticate({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user) return null;
  return (await bcrypt.compare(password, user.password)) ? user : null;
}

module.exports = { register, authenticate, findById: (id) => users.findById(id) };
