const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user-repository');
const { HttpError } = require('../utils/http-error');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

async function register({ username, email, password }) {
  if (await users.findByEmail(email)) throw new HttpError(422, { email: ['has already been taken'] });
  const user = await users.create({ username, email, password: await bcrypt.hash(password, 10) });
  return toAuth(user);
}

async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) {
    throw new HttpError(401, { credentials: ['invalid'] });
  }
  return toAuth(user);
}

function toAuth(user) {
  const token = jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token };
}

module.exports = { register, login };
