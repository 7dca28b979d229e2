'use strict';

module.exports = function profilesService({ users }) {
  async function view(username, viewerId) {
    const user = await users.byUsername(username);
    if (!user) { const e = new Error('profile not found'); e.statusCode = 404; throw e; }
    return { username: user.username, bio: user.bio, image: user.image, following: viewerId ? await users.isFollowing(viewerId, user) : false };
  }
  async function follow(username, viewerId, on) {
    const user = await users.byUsername(username);
    if (!user) { const e = new Error('profile not found'); e.statusCode = 404; throw e; }
    await users.setFollowing(viewerId, user, on);
    return view(username, viewerId);
  }
  return { view, follow };
};
