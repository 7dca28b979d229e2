const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

class HttpError extends Error {
  constructor(status, errors) {
    super('request failed');
    this.status = status;
    this.errors = errors;
  }
}

function toUser(user) {
  return {
    email: user.email,
    username: user.username,
    bio: user.bio,
    image: user.image,
    token: jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' }),
  };
}

async function register({ username, email, password } = {}) {
  if (!username || !email || !password) throw new HttpError(422, { body: ['username, email and password are required'] });
  if (await users.findByUsername(username)) throw new HttpError(422, { username: ['has already been taken'] });
  const user = await users.create({ username, email, password: await bcrypt.hash(password, 10) });
  return toUser(user);
}

async function login({ email, password } = {}) {
  const user = await users.findByEmailWithPassword(email || '');
  if (!user || !(await bcrypt.compare(password || '', user.password))) {
    throw new HttpError(401, { 'email or password': ['is invalid'] });
  }
  return toUser(user);
}

function userIdFromToken(token) {
  try {
    return jwt.verify(token, SECRET).id;
  } catch {
    throw new HttpError(401, { token: ['is invalid'] });
  }
}

module.exports = { register, login, userIdFromToken, HttpError };
