const repo = require('../repositories/profileRepository');

async function load(username) {
  const user = await repo.byUsername(username);
  if (!user) { const e = new Error('profile not found'); e.statusCode = 404; throw e; }
  return user;
}
const shape = (u, following) => ({ username: u.username, bio: u.bio, image: u.image, following });

module.exports = {
  async get(username, viewerId) {
    const u = await load(username);
    return shape(u, viewerId ? await repo.isFollowedBy(u, viewerId) : false);
  },
  async follow(username, viewerId) { const u = await load(username); await repo.addFollower(u, viewerId); return shape(u, true); },
  async unfollow(username, viewerId) { const u = await load(username); await repo.removeFollower(u, viewerId); return shape(u, false); },
};
