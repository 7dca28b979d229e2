import { followRepository, userRepository } from '../repositories/index.js';
import type { Profile } from '../models/index.js';

export class NotFoundError extends Error {}

async function load(username: string) {
  const user = await userRepository.byUsername(username);
  if (!user) throw new NotFoundError(`profile ${username} not found`);
  return user;
}

export const profileService = {
  async get(username: string, viewerId?: number): Promise<Profile> {
    const user = await load(username);
    const following = viewerId ? await followRepository.exists(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  },
  async follow(username: string, viewerId: number): Promise<Profile> {
    const user = await load(username);
    await followRepository.add(viewerId, user.id);
    return { username: user.username, bio: user.bio, image: user.image, following: true };
  },
  async unfollow(username: string, viewerId: number): Promise<Profile> {
    const user = await load(username);
    await followRepository.remove(viewerId, user.id);
    return { username: user.username, bio: user.bio, image: user.image, following: false };
  },
};
