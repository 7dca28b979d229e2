const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const users = require('../repositories/user.repository');

const SECRET = process.env.JWT_SECRET || 'change-me';

class HttpError extends Error {
  constructor(status, errors) {
    super('request failed');
    this.status = status;
    this.errors = errors;
  }
}

function authJson(user) {
  return {
    email: user.email,
    username: user.username,
    bio: user.bio,
    image: user.image,
    token: jwt.sign({ id: user.id }, SECRET, { expiresIn: '30d' }),
  };
}

async function register({ username, email, password }) {
  const user = await users.create({ username, email, password: await bcrypt.hash(password, 10) });
  return authJson(user);
}

async function login({ email, password }) {
  const user = await users.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) {
    throw new HttpError(401, { credentials: ['invalid'] });
  }
  return authJson(user);
}

async function current(id) {
  const user = await users.findById(id);
  if (!user) throw new HttpError(404, { user: ['not found'] });
  return authJson(user);
}

async function update(id, changes) {
  const user = await users.findById(id);
  const next = { ...changes };
  if (next.password) next.password = await bcrypt.hash(next.password, 10);
  return authJson(await users.update(user, next));
}

async function profile(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw new HttpError(404, { profile: ['not found'] });
  const following = viewerId ? await users.isFollowing(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

module.exports = { HttpError, SECRET, register, login, current, update, profile };
