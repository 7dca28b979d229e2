const crypto = require('crypto');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

class ServiceError extends Error {
  constructor(status, field, message) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

function hashPassword(password) {
  const salt = crypto.randomBytes(16).toString('hex');
  return `${salt}:${crypto.scryptSync(password, salt, 64).toString('hex')}`;
}

function checkPassword(password, stored) {
  const [salt, hash] = stored.split(':');
  return crypto.timingSafeEqual(Buffer.from(hash, 'hex'), crypto.scryptSync(password, salt, 64));
}

function tokenFor(user) {
  return jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
}

function userIdFromToken(token) {
  try {
    return jwt.verify(token, SECRET).id;
  } catch (err) {
    return null;
  }
}

async function register({ username, email, password }) {
  if (await userRepository.findByUsername(username)) throw new ServiceError(409, 'username', 'has already been taken');
  if (await userRepository.findByEmail(email)) throw new ServiceError(409, 'email', 'has already been taken');
  const user = await userRepository.create({ username, email, passwordHash: hashPassword(password) });
  return { user, token: tokenFor(user) };
}

async function login({ email, password }) {
  const user = await userRepository.findByEmail(email);
  if (!user || !checkPassword(password, user.passwordHash)) throw new ServiceError(401, 'credentials', 'invalid');
  return { user, token: tokenFor(user) };
}

async function currentUser(token) {
  const id = userIdFromToken(token);
  return id ? userRepository.findById(id) : null;
}

async function profile(username) {
  return userRepository.findByUsername(username);
}

module.exports = { ServiceError, register, login, currentUser, profile };
