const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

module.exports = function makeUserService({ userRepository, config }) {
  const view = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, config.jwtSecret), username: u.username, bio: u.bio, image: u.image });
  return {
    async register({ username, email, password }) {
      return view(await userRepository.create({ username, email, passwordHash: await bcrypt.hash(password, 10) }));
    },
    async login({ email, password }) {
      const u = await userRepository.byEmail(email);
      return u && (await bcrypt.compare(password, u.passwordHash)) ? view(u) : null;
    },
    async fromToken(token) {
      try {
        return await userRepository.byId(jwt.verify(token, config.jwtSecret).id);
      } catch (e) {
        return null;
      }
    },
  };
};
