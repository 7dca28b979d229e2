const userRepository = require('../repositories/userRepository');

async function register(username, email) {
  if (await userRepository.findByUsername(username)) {
    throw new Error('username has already been taken');
  }
  return userRepository.create({ username, email });
}

async function profile(username) {
  return userRepository.findByUsername(username);
}

module.exports = { register, profile };
