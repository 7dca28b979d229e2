'use strict';

class ProfileService {
  constructor({ userRepository }) {
    this.userRepository = userRepository;
  }

  async profileOf(user, viewerId) {
    const following = viewerId ? await this.userRepository.isFollowing(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  }
}

module.exports = ProfileService;
