const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');
const SECRET = process.env.JWT_SECRET || 'fastify-conduit';

exports.register = ({ username, email, password }) => {
  const id = users.insert({ username, email, password: bcrypt.hashSync(password, 10) });
  return { username, email, bio: null, image: null, token: jwt.sign({ id }, SECRET) };
};
