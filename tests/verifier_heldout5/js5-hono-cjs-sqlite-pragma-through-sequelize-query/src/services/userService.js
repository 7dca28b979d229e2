const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';
const view = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

class ServiceError extends Error { constructor(status, errors) { super('service'); this.status = status; this.errors = errors; } }

async function register({ username, email, password }) {
  if (await users.findByEmail(email)) throw new ServiceError(422, { email: ['has already been taken'] });
  return view(await users.create({ username, email, password: await bcrypt.hash(password, 10) }));
}

async function login({ email, password }) {
  const u = await users.findByEmail(email);
  if (!u || !(await bcrypt.compare(password, u.password))) throw new ServiceError(401, { credentials: ['invalid'] });
  return view(u);
}

function userIdFromToken(token) {
  try { return jwt.verify(token, SECRET).id; } catch { return null; }
}

module.exports = { register, login, userIdFromToken, ServiceError };
