import { userRepository } from '../repositories/userRepository.js';

export class NotFound extends Error {}

async function profileOf(user, viewerId) {
  return {
    username: user.username,
    bio: user.bio,
    image: user.image,
    following: await userRepository.isFollowing(viewerId, user.id),
  };
}

export const profileService = {
  async get(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new NotFound('profile');
    return profileOf(user, viewerId);
  },
  async follow(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new NotFound('profile');
    await userRepository.follow(viewerId, user.id);
    return profileOf(user, viewerId);
  },
  async unfollow(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new NotFound('profile');
    await userRepository.unfollow(viewerId, user.id);
    return profileOf(user, viewerId);
  },
};
