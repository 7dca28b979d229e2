const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('../config');
const users = require('../repositories/user.repository');
const { HttpError } = require('../utils/errors');

const sign = (user) => jwt.sign({ id: user.id, username: user.username }, config.jwtSecret, { expiresIn: config.jwtExpiresIn });
const toAuthUser = (user) => ({ email: user.email, token: sign(user), username: user.username, bio: user.bio, image: user.image });

async function register({ username, email, password }) {
  if (!username || !email || !password) throw new HttpError(422, { body: ['username, email and password are required'] });
  if (await users.findByEmail(email)) throw new HttpError(409, { email: ['has already been taken'] });
  if (await users.findByUsername(username)) throw new HttpError(409, { username: ['has already been taken'] });
  const user = await users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  return toAuthUser(user);
}

async function login({ email, password }) {
  const user = email && (await users.findByEmail(email));
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) {
    throw new HttpError(401, { credentials: ['invalid'] });
  }
  return toAuthUser(user);
}

async function current(userId) {
  const user = await users.findById(userId);
  if (!user) throw new HttpError(401, { token: ['invalid'] });
  return toAuthUser(user);
}

async function profile(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw new HttpError(404, { profile: ['not found'] });
  return { username: user.username, bio: user.bio, image: user.image, following: await users.isFollowing(viewerId, user) };
}

module.exports = { register, login, current, profile };
