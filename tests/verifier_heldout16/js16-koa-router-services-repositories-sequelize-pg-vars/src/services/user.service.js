const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const userRepository = require('../repositories/user.repository');

const present = (u) => ({
  email: u.email, username: u.username, bio: u.bio, image: u.image,
  token: jwt.sign({ id: u.id }, process.env.JWT_SECRET || 'koa-secret'),
});

module.exports = {
  async register({ username, email, password }) {
    if (await userRepository.findByEmail(email)) {
      const err = new Error('email has already been taken'); err.status = 422; throw err;
    }
    return present(await userRepository.create({ username, email, password: await bcrypt.hash(password, 10) }));
  },
};
