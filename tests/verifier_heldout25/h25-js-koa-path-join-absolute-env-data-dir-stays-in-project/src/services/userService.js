const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('../config');
const users = require('../repositories/userRepository');

exports.sign = (user) => jwt.sign({ id: user.id }, config.jwtSecret, { expiresIn: '7d' });
exports.verify = (token) => jwt.verify(token, config.jwtSecret);

exports.register = async ({ email, username, password }) =>
  users.create({ email, username, passwordHash: await bcrypt.hash(password, 10) });

exports.login = async ({ email, password }) => {
  const user = await users.findByEmail(email);
  return user && (await bcrypt.compare(password, user.passwordHash)) ? user : null;
};

exports.current = (id) => users.findById(id);
