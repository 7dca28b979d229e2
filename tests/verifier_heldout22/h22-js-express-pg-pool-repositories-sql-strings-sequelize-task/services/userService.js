const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const secret = process.env.JWT_SECRET || 'change-me';

exports.register = async ({ username, email, password }) => {
  const user = await users.insert({ username, email, passwordHash: await bcrypt.hash(password, 8) });
  return { ...user, token: jwt.sign({ id: user.id }, secret) };
};
