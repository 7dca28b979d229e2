const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { userRepository } = require('../repositories');

const SECRET = process.env.JWT_SECRET || 'koa-conduit-secret';

const present = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });

module.exports = {
  async register({ username, email, password }) {
    return present(await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) }));
  },
  async login({ email, password }) {
    const user = await userRepository.findByEmail(email);
    if (!user || !(await bcrypt.compare(password, user.password))) {
      const err = new Error('email or password is invalid');
      err.status = 401;
      throw err;
    }
    return present(user);
  },
  verify(header) {
    const token = (header || '').replace(/^Token /, '');
    return token ? jwt.verify(token, SECRET).id : null;
  },
};
