const users = require('../repositories/user.repository');
const follows = require('../repositories/follow.repository');

async function profile(username, viewerId) {
  const user = await users.byUsername(username);
  if (!user) return null;
  return {
    username: user.username, bio: user.bio, image: user.image,
    following: viewerId ? await follows.exists(viewerId, user.id) : false,
  };
}

async function follow(username, viewerId, on) {
  const user = await users.byUsername(username);
  if (!user) return null;
  await (on ? follows.add(viewerId, user.id) : follows.remove(viewerId, user.id));
  return profile(username, viewerId);
}

module.exports = { profile, follow };
