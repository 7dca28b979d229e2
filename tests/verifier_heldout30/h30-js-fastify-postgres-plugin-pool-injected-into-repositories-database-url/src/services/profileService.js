const { Profile } = require('../models/profile');

module.exports = function profileService({ users, follows }) {
  async function load(username) {
    const user = await users.findByUsername(username);
    if (!user) {
      const err = new Error('profile not found');
      err.statusCode = 404;
      throw err;
    }
    return user;
  }

  return {
    async get(username, viewerId) {
      const user = await load(username);
      const following = viewerId ? await follows.exists(viewerId, user.id) : false;
      return new Profile({ ...user, following });
    },
    async follow(username, viewerId) {
      const user = await load(username);
      await follows.add(viewerId, user.id);
      return new Profile({ ...user, following: true });
    },
    async unfollow(username, viewerId) {
      const user = await load(username);
      await follows.remove(viewerId, user.id);
      return new Profile({ ...user, following: false });
    },
  };
};
