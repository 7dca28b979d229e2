const userRepository = require('../repositories/userRepository');
const profileRepository = require('../repositories/profileRepository');

class ProfileService {
  async get(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) return null;
    const following = viewerId ? await profileRepository.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }

  async follow(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) return null;
    await profileRepository.follow(viewerId, user.id);
    return { username: user.username, bio: user.bio, image: user.image, following: true };
  }

  async unfollow(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) return null;
    await profileRepository.unfollow(viewerId, user.id);
    return { username: user.username, bio: user.bio, image: user.image, following: false };
  }
}

module.exports = new ProfileService();
