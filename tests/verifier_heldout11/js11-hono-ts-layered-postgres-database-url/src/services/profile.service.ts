import { profileRepository } from '../repositories/profile.repository';
import type { Profile } from '../models/profile';

export class NotFound extends Error {}

export async function getProfile(username: string, viewerId?: number): Promise<Profile> {
  const user = await profileRepository.findUser(username);
  if (!user) throw new NotFound('profile not found');
  const following = viewerId ? await profileRepository.isFollowing(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

export async function follow(username: string, viewerId: number): Promise<Profile> {
  const user = await profileRepository.findUser(username);
  if (!user) throw new NotFound('profile not found');
  await profileRepository.follow(viewerId, user.id);
  return { username: user.username, bio: user.bio, image: user.image, following: true };
}
