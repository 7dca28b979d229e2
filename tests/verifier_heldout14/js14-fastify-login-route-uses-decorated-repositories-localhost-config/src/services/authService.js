const bcrypt = require('bcrypt');
const jwt = require('jsonwebtoken');
const { jwtSecret } = require('../config');

module.exports = (users) => ({
  token(user) {
    return jwt.sign({ id: user.id, username: user.username }, jwtSecret, { expiresIn: '30d' });
  },
  userJson(user) {
    return { email: user.email, token: this.token(user), username: user.username, bio: user.bio, image: user.image };
  },
  async register({ username, email, password }) {
    const taken = (await users.findByEmail(email)) || (await users.findByUsername(username));
    if (taken) {
      const err = new Error('taken');
      err.statusCode = 422;
      throw err;
    }
    const user = await users.create({ username, email, password: await bcrypt.hash(password, 10) });
    return this.userJson(user);
  },
  checkPassword(user, password) {
    return bcrypt.compare(password, user.password);
  },
});
