const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');
const { jwtSecret } = require('../../config');

class ServiceError extends Error {
  constructor(status, errors) {
    super('service error');
    this.status = status;
    this.errors = errors;
  }
}

function toUserJson(user) {
  const token = jwt.sign({ id: user.id }, jwtSecret, { expiresIn: '7d' });
  return { email: user.email, token, username: user.username, bio: user.bio, image: user.image };
}

async function register({ username, email, password }) {
  if (!username || !email || !password) {
    throw new ServiceError(422, { body: ['username, email and password are required'] });
  }
  if (await users.findByEmail(email)) throw new ServiceError(422, { email: ['has already been taken'] });
  if (await users.findByUsername(username)) throw new ServiceError(422, { username: ['has already been taken'] });
  const passwordHash = await bcrypt.hash(password, 10);
  const user = await users.create({ username, email, passwordHash });
  return toUserJson(user);
}

async function login({ email, password }) {
  const user = await users.findByEmail(email || '');
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) {
    throw new ServiceError(401, { credentials: ['invalid'] });
  }
  return toUserJson(user);
}

async function current(userId) {
  const user = await users.findById(userId);
  if (!user) throw new ServiceError(404, { user: ['not found'] });
  return toUserJson(user);
}

async function profile(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw new ServiceError(404, { profile: ['not found'] });
  const following = await users.isFollowing(viewerId, user.id);
  return { username: user.username, bio: user.bio, image: user.image, following };
}

async function follow(username, viewerId, on) {
  const user = await users.findByUsername(username);
  if (!user) throw new ServiceError(404, { profile: ['not found'] });
  if (on) await users.follow(viewerId, user.id);
  else await users.unfollow(viewerId, user.id);
  return { username: user.username, bio: user.bio, image: user.image, following: on };
}

module.exports = { ServiceError, register, login, current, profile, follow };
