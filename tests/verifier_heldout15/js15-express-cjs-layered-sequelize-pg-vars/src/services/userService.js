const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

function toAuth(user) {
  const token = jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token };
}

async function register({ username, email, password }) {
  const hash = await bcrypt.hash(password, 10);
  const user = await users.create({ username, email, password: hash });
  return toAuth(user);
}

async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) return null;
  return toAuth(user);
}

module.exports = { register, login, toAuth };
