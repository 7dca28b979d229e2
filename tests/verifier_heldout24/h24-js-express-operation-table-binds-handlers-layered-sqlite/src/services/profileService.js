const userRepository = require('../repositories/userRepository');

const toProfile = (u, following) => ({ username: u.username, bio: u.bio, image: u.image, following });

exports.view = async (username, viewerId) => {
  const target = await userRepository.findByUsername(username);
  if (!target) return null;
  return toProfile(target, viewerId ? await userRepository.isFollowing(viewerId, target) : false);
};

exports.follow = async (username, viewerId, on) => {
  const target = await userRepository.findByUsername(username);
  if (!target) return null;
  await userRepository.setFollow(viewerId, target, on);
  return toProfile(target, on);
};
