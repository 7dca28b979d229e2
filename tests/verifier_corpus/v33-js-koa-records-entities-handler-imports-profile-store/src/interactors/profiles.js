'use strict';

const store = require('../stores/profileStore');

function present(user, following) {
  return { username: user.username, bio: user.bio, image: user.image, following };
}

async function followUser(viewerId, username) {
  const user = await store.findByUsername(username);
  if (!user) return null;
  await store.follow(viewerId, user.id);
  return present(user, true);
}

async function unfollowUser(viewerId, username) {
  const user = await store.findByUsername(username);
  if (!user) return null;
  await store.unfollow(viewerId, user.id);
  return present(user, false);
}

module.exports = { present, followUser, unfollowUser };
