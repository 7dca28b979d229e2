const users = require('../repositories/userRepository');
const follows = require('../repositories/followRepository');

function notFound() {
  const err = new Error('profile not found');
  err.status = 404;
  return err;
}

module.exports = {
  async get(username) {
    const user = await users.findByUsername(username);
    if (!user) throw notFound();
    return user;
  },
  async follow(followerId, username) {
    const user = await this.get(username);
    await follows.follow(followerId, user.id);
    return user;
  },
  async unfollow(followerId, username) {
    const user = await this.get(username);
    await follows.unfollow(followerId, user.id);
    return user;
  },
};
