const repo = require('../repositories/profileRepository');
const { Profile } = require('../models/profile');

async function findOrThrow(username) {
  const user = await repo.findByUsername(username);
  if (!user) {
    const err = new Error('profile not found');
    err.status = 404;
    throw err;
  }
  return user;
}

exports.get = async (username, viewerId) => {
  const user = await findOrThrow(username);
  return new Profile(user, viewerId ? await repo.isFollowing(viewerId, user.id) : false);
};

exports.follow = async (username, viewerId) => {
  const user = await findOrThrow(username);
  await repo.follow(viewerId, user.id);
  return new Profile(user, true);
};

exports.unfollow = async (username, viewerId) => {
  const user = await findOrThrow(username);
  await repo.unfollow(viewerId, user.id);
  return new Profile(user, false);
};
