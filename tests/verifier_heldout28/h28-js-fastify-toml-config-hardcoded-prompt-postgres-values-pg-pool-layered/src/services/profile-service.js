import { Profile } from '../models/user.js';
import { userRepository } from '../repositories/user-repository.js';
import { DomainError } from './errors.js';

export const profileService = {
  async get(username, viewerId) {
    const user = await userRepository.byUsername(username);
    if (!user) throw new DomainError('not_found', 'profile not found');
    const following = viewerId ? await userRepository.isFollowing(viewerId, user.id) : false;
    return new Profile(user, following);
  },
  async follow(username, viewerId) {
    const user = await userRepository.byUsername(username);
    if (!user) throw new DomainError('not_found', 'profile not found');
    await userRepository.follow(viewerId, user.id);
    return new Profile(user, true);
  },
  async unfollow(username, viewerId) {
    const user = await userRepository.byUsername(username);
    if (!user) throw new DomainError('not_found', 'profile not found');
    await userRepository.unfollow(viewerId, user.id);
    return new Profile(user, false);
  },
};
