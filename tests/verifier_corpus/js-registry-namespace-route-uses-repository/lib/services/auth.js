const crypto = require('crypto');
const jwt = require('jsonwebtoken');
const users = require('../repositories/users');

const SECRET = process.env.JWT_SECRET || 'dev-secret';
const hash = (password) => crypto.createHash('sha256').update(password).digest('hex');

exports.register = async ({ username, email, password }) => {
  const user = await users.insert({ username, email, password: hash(password) });
  return { user, token: jwt.sign({ id: user.id }, SECRET) };
};

exports.login = async ({ email, password }) => {
  const user = await users.byEmail(email);
  if (!user || user.password !== hash(password)) return null;
  return { user, token: jwt.sign({ id: user.id }, SECRET) };
};
