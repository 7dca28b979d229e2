const userRepository = require('../repositories/user.repository');

exports.current = async (authorization) => {
  const token = (authorization || '').replace(/^Token /, '');
  const user = await userRepository.byToken(token);
  return user && { username: user.username, email: user.email, token };
};
