const userRepository = require('../repositories/userRepository');
const { unprocessable } = require('../routes/http-errors');

exports.register = async ({ username, email, password }) => {
  if (!email) throw unprocessable('email', "can't be blank");
  if (await userRepository.findByEmail(email)) throw unprocessable('email', 'has already been taken');
  return userRepository.save({ username, email, password });
};
