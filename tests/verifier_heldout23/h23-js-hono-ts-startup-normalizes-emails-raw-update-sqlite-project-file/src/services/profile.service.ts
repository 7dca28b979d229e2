import { userRepository } from '../repositories/user.repository.js';
import type { User } from '../models/user.js';
import { invalid, notFound } from '../lib/errors.js';

export async function presentProfile(user: User, viewerId?: number) {
  return { username: user.username, bio: user.bio, image: user.image, following: await userRepository.isFollowing(viewerId, user.id) };
}

export const profileService = {
  async get(username: string, viewerId?: number) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw notFound('profile');
    return presentProfile(user, viewerId);
  },
  async follow(username: string, viewerId: number) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw notFound('profile');
    if (user.id === viewerId) throw invalid({ profile: ['cannot follow yourself'] });
    await userRepository.follow(viewerId, user.id);
    return presentProfile(user, viewerId);
  },
  async unfollow(username: string, viewerId: number) {
    const user = await userRepository.findByUsername(username);
    if (!user) throw notFound('profile');
    await userRepository.unfollow(viewerId, user.id);
    return presentProfile(user, viewerId);
  },
};
