const users = require('../repositories/userRepository');

class NotFound extends Error { constructor(m) { super(m); this.status = 404; } }

module.exports = {
  async get(username, viewerId) {
    const target = await users.byUsername(username);
    if (!target) throw new NotFound('profile not found');
    return target.toProfile(viewerId ? await users.isFollowing(viewerId, target.id) : false);
  },
  async setFollow(username, viewerId, on) {
    const target = await users.byUsername(username);
    if (!target) throw new NotFound('profile not found');
    if (on) await users.follow(viewerId, target.id); else await users.unfollow(viewerId, target.id);
    return target.toProfile(on);
  },
};
