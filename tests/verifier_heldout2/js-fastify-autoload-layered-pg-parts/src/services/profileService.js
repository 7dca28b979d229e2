const repo = require('../repositories/profileRepository');

module.exports = {
  async get(username, viewerId) {
    const p = await repo.byUsername(username);
    if (!p) return null;
    const following = viewerId ? await repo.isFollowing(viewerId, p.id) : false;
    return { username: p.username, bio: p.bio, image: p.image, following };
  },
  async follow(username, viewerId) {
    const p = await repo.byUsername(username);
    await repo.follow(viewerId, p.id);
    return { username: p.username, bio: p.bio, image: p.image, following: true };
  },
};
