const jwt = require('jsonwebtoken');
const config = require('../config');
const userRepository = require('../repositories/userRepository');

const withToken = (user) => ({
  email: user.email,
  username: user.username,
  bio: user.bio,
  image: user.image,
  token: jwt.sign({ id: user.id }, config.jwtSecret, { expiresIn: '7d' }),
});

exports.register = async ({ username, email, password }) => withToken(await userRepository.create({ username, email, password }));

exports.login = async ({ email, password }) => {
  const user = await userRepository.byEmail(email);
  return user && user.password === password ? withToken(user) : null;
};
