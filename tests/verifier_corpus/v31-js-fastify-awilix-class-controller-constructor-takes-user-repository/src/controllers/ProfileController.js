'use strict';

class ProfileController {
  constructor({ profileService, userRepository }) {
    this.profileService = profileService;
    this.userRepository = userRepository;
  }

  async show(request, reply) {
    const user = await this.userRepository.findByUsername(request.params.username);
    if (!user) return reply.code(404).send({ errors: { body: ['profile not found'] } });
    return { profile: await this.profileService.profileOf(user, request.userId) };
  }
}

module.exports = ProfileController;
