const bcrypt = require('bcryptjs');

function createUserService(userRepository) {
  return {
    async register({ username, email, password }) {
      if (await userRepository.findByEmail(email)) {
        const err = new Error('email taken');
        err.status = 422;
        throw err;
      }
      return userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
    },
  };
}

module.exports = { createUserService };
