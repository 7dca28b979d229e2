import { Profile } from '../models/profile.js';
import { userRepository } from '../repositories/userRepository.js';

export class ProfileNotFound extends Error {}

function load(username) {
  const user = userRepository.findByUsername(username);
  if (!user) throw new ProfileNotFound(username);
  return user;
}

export const profileService = {
  get(username, viewerId) {
    const user = load(username);
    return new Profile(user, viewerId ? userRepository.isFollowing(viewerId, user.id) : false);
  },
  follow(username, viewerId) {
    const user = load(username);
    userRepository.follow(viewerId, user.id);
    return new Profile(user, true);
  },
  unfollow(username, viewerId) {
    const user = load(username);
    userRepository.unfollow(viewerId, user.id);
    return new Profile(user, false);
  },
};
