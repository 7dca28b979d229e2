const { Follow } = require('../models');
const userRepository = require('../repositories/user-repository');

class NotFound extends Error {
  constructor(message) { super(message); this.status = 404; }
}

async function isFollowing(followerId, followingId) {
  if (!followerId) return false;
  const row = await Follow.findOne({ where: { followerId, followingId } });
  return row !== null;
}

async function toProfile(user, viewerId) {
  return {
    username: user.username,
    bio: user.bio ?? null,
    image: user.image ?? null,
    following: await isFollowing(viewerId, user.id),
  };
}

async function getProfile(username, viewerId) {
  const user = await userRepository.findByUsername(username);
  if (!user) throw new NotFound('profile not found');
  return toProfile(user, viewerId);
}

async function follow(username, viewerId) {
  const user = await userRepository.findByUsername(username);
  if (!user) throw new NotFound('profile not found');
  await Follow.findOrCreate({ where: { followerId: viewerId, followingId: user.id } });
  return toProfile(user, viewerId);
}

async function unfollow(username, viewerId) {
  const user = await userRepository.findByUsername(username);
  if (!user) throw new NotFound('profile not found');
  await Follow.destroy({ where: { followerId: viewerId, followingId: user.id } });
  return toProfile(user, viewerId);
}

module.exports = { getProfile, follow, unfollow, toProfile };
