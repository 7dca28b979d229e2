const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');
const userRepository = require('../repositories/userRepository');

function toAuthUser(user, token) {
  return {
    email: user.email,
    token: token || jwt.sign({ id: user.id }, jwtSecret, { expiresIn: '7d' }),
    username: user.username,
    bio: user.bio,
    image: user.image,
  };
}

async function register({ username, email, password }) {
  const user = await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) });
  return toAuthUser(user);
}

async function login({ email, password }) {
  const user = await userRepository.findByEmail(email);
  if (!user || !(await bcrypt.compare(password, user.password))) return null;
  return toAuthUser(user);
}

async function update(user, changes, token) {
  const data = { ...changes };
  if (data.password) data.password = await bcrypt.hash(data.password, 10);
  return toAuthUser(await userRepository.update(user, data), token);
}

module.exports = { register, login, update, toAuthUser };
