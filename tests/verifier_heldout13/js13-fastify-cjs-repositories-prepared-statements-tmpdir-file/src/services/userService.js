const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'conduit';

exports.register = ({ username, email, password }) => {
  const user = users.create({ username, email, password: bcrypt.hashSync(password, 10) });
  return { ...user.toProfile(), email: user.email, token: jwt.sign({ id: user.id }, SECRET) };
};

exports.login = ({ email, password }) => {
  const user = users.findByEmail(email);
  if (!user || !bcrypt.compareSync(password, user.password)) return null;
  return { ...user.toProfile(), email: user.email, token: jwt.sign({ id: user.id }, SECRET) };
};

exports.userIdFromToken = (token) => {
  try {
    return jwt.verify(token, SECRET).id;
  } catch (_) {
    return null;
  }
};

exports.getById = (id) => users.findById(id);
