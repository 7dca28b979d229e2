const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'conduit-secret';

class ServiceError extends Error {
  constructor(status, errors) {
    super('service error');
    this.status = status;
    this.errors = errors;
  }
}

function present(user) {
  const token = jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' });
  return { email: user.email, token, username: user.username, bio: user.bio, image: user.image };
}

async function register({ username, email, password }) {
  if (!username || !email || !password) throw new ServiceError(422, { body: ['username, email and password are required'] });
  if (await users.findByEmail(email)) throw new ServiceError(422, { email: ['has already been taken'] });
  if (await users.findByUsername(username)) throw new ServiceError(422, { username: ['has already been taken'] });
  const user = await users.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  return present(user);
}

async function login({ email, password }) {
  const user = email ? await users.findByEmail(email) : null;
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) {
    throw new ServiceError(401, { credentials: ['invalid'] });
  }
  return present(user);
}

async function current(id) {
  const user = await users.findById(id);
  if (!user) throw new ServiceError(401, { token: ['invalid'] });
  return present(user);
}

module.exports = { register, login, current, ServiceError };
