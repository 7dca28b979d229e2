import { userRepository } from '../repositories/userRepository.js';
import { followRepository } from '../repositories/followRepository.js';
import type { Profile, UserRow } from '../models/profile.js';

export function toProfile(user: UserRow, following: boolean): Profile {
  return { username: user.username, bio: user.bio, image: user.image, following };
}

export const profileService = {
  find(username: string) {
    return userRepository.byUsername(username) ?? null;
  },
  view(username: string, viewerId?: number): Profile | null {
    const user = userRepository.byUsername(username);
    if (!user) return null;
    return toProfile(user, viewerId ? followRepository.isFollowing(viewerId, user.id) : false);
  },
};
