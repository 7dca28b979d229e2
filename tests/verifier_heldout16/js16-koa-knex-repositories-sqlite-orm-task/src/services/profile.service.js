const users = require('../repositories/user.repository');
const toProfile = require('../models/profile');

async function load(username) {
  const user = await users.byUsername(username);
  if (!user) { const e = new Error('profile not found'); e.status = 404; throw e; }
  return user;
}

module.exports = {
  async get(username, viewerId) {
    const user = await load(username);
    return toProfile(user, viewerId ? await users.isFollowing(viewerId, user.id) : false);
  },
  async follow(username, viewerId, on) {
    const user = await load(username);
    if (on) await users.follow(viewerId, user.id); else await users.unfollow(viewerId, user.id);
    return toProfile(user, on);
  },
};
