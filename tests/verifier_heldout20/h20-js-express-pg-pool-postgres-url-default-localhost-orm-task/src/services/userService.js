const argon2 = require('argon2');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');

const SECRET = process.env.JWT_SECRET || 'change-me';

async function register(input) {
  const user = await users.create({ ...input, password: await argon2.hash(input.password) });
  return { ...user, token: jwt.sign({ id: user.id }, SECRET) };
}

module.exports = { register };
