const userRepository = require('../repositories/userRepository');
const followRepository = require('../repositories/followRepository');

class ProfileNotFound extends Error {}

async function load(username) {
  const user = await userRepository.findByUsername(username);
  if (!user) throw new ProfileNotFound(username);
  return user;
}

async function getProfile(username, viewerId) {
  const [user, viewer] = await Promise.all([load(username), viewerId ? userRepository.findById(viewerId) : null]);
  return user.toProfileFor(viewer);
}

async function follow(username, viewerId) {
  const user = await load(username);
  await followRepository.add(viewerId, user.id);
  return user.toProfileFor(await userRepository.findById(viewerId));
}

async function unfollow(username, viewerId) {
  const user = await load(username);
  await followRepository.remove(viewerId, user.id);
  return user.toProfileFor(await userRepository.findById(viewerId));
}

module.exports = { getProfile, follow, unfollow, ProfileNotFound };
