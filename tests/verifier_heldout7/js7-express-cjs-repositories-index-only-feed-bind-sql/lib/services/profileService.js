const { users, follows } = require('../repositories');

function notFound() {
  const e = new Error('profile not found');
  e.status = 404;
  return e;
}

async function getProfile(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw notFound();
  const following = viewerId ? await follows.exists(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

async function follow(viewerId, username) {
  const user = await users.findByUsername(username);
  if (!user) throw notFound();
  await follows.add(viewerId, user.id);
  return getProfile(username, viewerId);
}

async function unfollow(viewerId, username) {
  const user = await users.findByUsername(username);
  if (!user) throw notFound();
  await follows.remove(viewerId, user.id);
  return getProfile(username, viewerId);
}

module.exports = { getProfile, follow, unfollow };
