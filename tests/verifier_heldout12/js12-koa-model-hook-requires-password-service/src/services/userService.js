const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');
const { verifyPassword } = require('./passwordService');

const SECRET = process.env.JWT_SECRET || 'conduit';

class AppError extends Error {
  constructor(status, errors) {
    super('request failed');
    this.status = status;
    this.errors = errors;
  }
}

const toAuthUser = (u) => ({
  email: u.email,
  username: u.username,
  bio: u.bio || null,
  image: u.image || null,
  token: jwt.sign({ id: u.id }, SECRET),
});

exports.AppError = AppError;

exports.register = async ({ username, email, password } = {}) => {
  if (!username || !email || !password) throw new AppError(422, { body: ['missing fields'] });
  if (await users.findByEmail(email)) throw new AppError(422, { email: ['has already been taken'] });
  return toAuthUser(await users.create({ username, email, password }));
};

exports.login = async ({ email, password } = {}) => {
  const user = await users.findByEmail(email || '');
  if (!user || !(await verifyPassword(password || '', user.password))) {
    throw new AppError(401, { credentials: ['invalid'] });
  }
  return toAuthUser(user);
};

exports.update = async (id, changes = {}) => {
  const user = await users.findById(id);
  if (!user) throw new AppError(404, { user: ['not found'] });
  const allowed = ['email', 'username', 'password', 'bio', 'image'];
  const fields = Object.fromEntries(Object.entries(changes).filter(([k]) => allowed.includes(k)));
  return toAuthUser(await users.save(user, fields));
};

exports.userIdFromToken = (token) => jwt.verify(token, SECRET).id;
