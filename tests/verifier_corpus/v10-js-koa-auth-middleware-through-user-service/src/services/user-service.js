const jwt = require('jsonwebtoken');
const users = require('../repositories/user-repository');

const SECRET = process.env.JWT_SECRET || 'koa-secret';

function present(user) {
  return {
    email: user.email,
    username: user.username,
    bio: user.bio,
    image: user.image,
    token: jwt.sign({ id: user.id }, SECRET, { expiresIn: '7d' }),
  };
}

module.exports = {
  present,

  async register({ username, email }) {
    if (!username || !email) {
      const err = new Error('username and email are required');
      err.status = 422;
      throw err;
    }
    return present(await users.create({ username, email }));
  },

  async userFromToken(token) {
    let payload;
    try {
      payload = jwt.verify(token, SECRET);
    } catch (err) {
      return null;
    }
    return users.byId(payload.id);
  },
};
