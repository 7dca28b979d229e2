import { userRepository } from '../repositories/userRepository.js';
import type { Profile } from '../models/index.js';

export async function followUser(followerId: number, username: string): Promise<Profile | null> {
  const target: any = await userRepository.findByUsername(username);
  if (!target) return null;
  await userRepository.follow(followerId, target.id);
  return { username: target.username, bio: target.bio, image: target.image, following: true };
}

export async function unfollowUser(followerId: number, username: string): Promise<Profile | null> {
  const target: any = await userRepository.findByUsername(username);
  if (!target) return null;
  await userRepository.unfollow(followerId, target.id);
  return { username: target.username, bio: target.bio, image: target.image, following: false };
}
