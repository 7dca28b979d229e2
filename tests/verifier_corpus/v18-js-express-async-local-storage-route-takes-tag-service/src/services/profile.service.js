'use strict';

class ProfileService {
  constructor(userRepository) {
    this.userRepository = userRepository;
  }

  async getProfile(username) {
    const user = await this.userRepository.findByUsername(username);
    if (!user) return null;
    return { username: user.username, bio: user.bio, image: user.image, following: false };
  }
}

module.exports = { ProfileService };
