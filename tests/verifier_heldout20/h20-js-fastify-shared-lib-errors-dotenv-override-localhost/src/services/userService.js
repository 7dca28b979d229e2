const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const users = require('../repositories/userRepository');
const { AppError } = require('../lib/errors');
const { required } = require('../lib/validate');
const { jwtSecret } = require('../config');

exports.login = async (input) => {
  required(input, ['email', 'password']);
  const user = await users.findByEmail(input.email);
  if (!user || !bcrypt.compareSync(input.password, user.password)) throw new AppError(401, 'invalid credentials');
  return { username: user.username, email: user.email, bio: user.bio, image: user.image, token: jwt.sign({ id: user.id }, jwtSecret) };
};

exports.register = async (input) => {
  required(input, ['username', 'email', 'password']);
  const user = await users.insert({ ...input, password: bcrypt.hashSync(input.password, 10) });
  return { username: user.username, email: user.email, bio: null, image: null, token: jwt.sign({ id: user.id }, jwtSecret) };
};
