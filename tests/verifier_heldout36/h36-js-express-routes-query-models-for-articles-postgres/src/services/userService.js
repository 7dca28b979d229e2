const repo = require('../repositories/userRepository');
module.exports = {
  async register(input) { return repo.create(input); },
  async login({ email }) { return repo.byEmail(email); },
};
