const bcrypt = require('bcryptjs');
const userRepository = require('../repositories/userRepository');
const tokenService = require('./tokenService');

function view(user, token) {
  return { email: user.email, token: token || tokenService.issue(user.id), username: user.username, bio: user.bio, image: user.image };
}

module.exports = {
  async login(email, password) {
    const user = await userRepository.byEmail(email);
    if (!user || !(await bcrypt.compare(password, user.passwordHash))) return null;
    return view(user);
  },
  async register({ username, email, password }) {
    return view(await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
  },
  async current(id, token) {
    return view(await userRepository.byId(id), token);
  },
};
