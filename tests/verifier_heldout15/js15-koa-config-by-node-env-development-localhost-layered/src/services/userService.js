const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/userRepository');

const secret = process.env.JWT_SECRET || 'koa-conduit';

function serialize(user) {
  return {
    email: user.email, username: user.username, bio: user.bio || null, image: user.image || null,
    token: jwt.sign({ id: user.id }, secret, { expiresIn: '30d' }),
  };
}

module.exports = {
  async register({ username, email, password }) {
    return serialize(await userRepository.create({ username, email, password: bcrypt.hashSync(password, 10) }));
  },
  async login({ email, password }) {
    const user = await userRepository.findByEmail(email);
    if (!user || !bcrypt.compareSync(password, user.password)) return null;
    return serialize(user);
  },
  async current(id) {
    const user = await userRepository.findById(id);
    return user && serialize(user);
  },
};
