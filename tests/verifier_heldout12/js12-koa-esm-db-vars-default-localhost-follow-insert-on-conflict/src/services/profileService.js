import { followRepository } from '../repositories/followRepository.js';
import { userRepository } from '../repositories/userRepository.js';

export class ProfileNotFound extends Error {}

const toProfile = (user, following) => ({ username: user.username, bio: user.bio, image: user.image, following });

export const profileService = {
  async get(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new ProfileNotFound(username);
    return toProfile(user, viewerId ? await followRepository.exists(viewerId, user.id) : false);
  },
  async follow(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new ProfileNotFound(username);
    await followRepository.add(viewerId, user.id);
    return toProfile(user, true);
  },
  async unfollow(username, viewerId) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw new ProfileNotFound(username);
    await followRepository.remove(viewerId, user.id);
    return toProfile(user, false);
  },
};
