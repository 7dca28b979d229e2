const crypto = require('crypto');
const userRepository = require('../repositories/userRepository');

const hash = (p) => crypto.createHash('sha256').update(p).digest('hex');

module.exports = {
  async register({ username, email, password }) {
    if (await userRepository.byEmail(email)) return { error: 'email has already been taken' };
    return { user: await userRepository.insert({ username, email, password: hash(password) }) };
  },
  async login({ email, password }) {
    const user = await userRepository.byEmail(email);
    return user && user.password === hash(password) ? user : null;
  },
};
