const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'dev-secret';

exports.sign = (user) => jwt.sign({ id: user.id }, SECRET);
exports.verify = (token) => jwt.verify(token, SECRET);

exports.register = async ({ username, email, password }) => {
  const passwordHash = await bcrypt.hash(password, 10);
  return userRepository.create({ username, email, passwordHash });
};

exports.login = async ({ email, password }) => {
  const user = await userRepository.findByEmail(email);
  if (user && (await bcrypt.compare(password, user.passwordHash))) return user;
  return null;
};
