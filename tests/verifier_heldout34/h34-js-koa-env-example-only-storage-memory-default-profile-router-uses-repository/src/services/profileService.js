const userRepository = require('../repositories/userRepository');
const followRepository = require('../repositories/followRepository');

exports.profile = async (username, viewerId) => {
  const user = await userRepository.byUsername(username);
  if (!user) return null;
  const following = viewerId ? await followRepository.exists(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
};
