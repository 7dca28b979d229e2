const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

module.exports = function createUserService({ users }, { jwtSecret }) {
  const view = (u) => ({ username: u.username, email: u.email, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, jwtSecret) });
  return {
    verify: (token) => jwt.verify(token, jwtSecret).id,
    async register({ username, email, password }) {
      return view(await users.insert({ username, email, password: await bcrypt.hash(password, 10) }));
    },
    async login({ email, password }) {
      const u = await users.byEmail(email);
      return u && (await bcrypt.compare(password, u.password)) ? view(u) : null;
    },
  };
};
