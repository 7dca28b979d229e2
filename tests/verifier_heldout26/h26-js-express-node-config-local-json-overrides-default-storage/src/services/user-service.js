'use strict';
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('config');
const users = require('../repositories/user-repository');

class ServiceError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

const token = (user) =>
  jwt.sign({ id: user.id }, config.get('jwt.secret'), { expiresIn: config.get('jwt.expiresIn') });

const toAuthUser = (user) => ({
  email: user.email, token: token(user), username: user.username, bio: user.bio, image: user.image,
});

async function register({ email, username, password } = {}) {
  if (!email || !username || !password) throw new ServiceError(422, 'email, username and password are required');
  if (await users.existsWithEmailOrUsername(email, username)) throw new ServiceError(422, 'email or username already taken');
  const user = await users.create({ email, username, passwordHash: await bcrypt.hash(password, 10) });
  return toAuthUser(user);
}

async function login({ email, password } = {}) {
  const user = email && (await users.findByEmail(email));
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) throw new ServiceError(401, 'invalid credentials');
  return toAuthUser(user);
}

async function current(userId) {
  const user = await users.findById(userId);
  if (!user) throw new ServiceError(404, 'user not found');
  return toAuthUser(user);
}

function verifyToken(raw) {
  return jwt.verify(raw, config.get('jwt.secret'));
}

module.exports = { register, login, current, verifyToken, ServiceError };
