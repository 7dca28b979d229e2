const users = require('../access/users');

module.exports = {
  async register({ username, email }) {
    if (await users.findByUsername(username)) return null;
    const user = await users.insert({ username, email });
    return { username: user.username, email: user.email, bio: null, image: null };
  },
  async profile(username) {
    const user = await users.findByUsername(username);
    return user && { username: user.username, bio: null, image: null, following: false };
  },
};
