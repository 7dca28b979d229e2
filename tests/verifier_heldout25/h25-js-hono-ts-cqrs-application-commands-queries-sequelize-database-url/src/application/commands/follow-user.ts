import { followRepository } from '../../repositories/follow-repository.js';
import { userRepository } from '../../repositories/user-repository.js';
import type { Profile } from '../../models/user.js';
import { ApplicationError } from '../errors.js';

export async function followUser(viewerId: number, username: string, follow: boolean): Promise<Profile> {
  const target = await userRepository.byUsername(username);
  if (!target) throw new ApplicationError('not_found', 'profile not found');
  if (follow) await followRepository.add(viewerId, target.id);
  else await followRepository.remove(viewerId, target.id);
  return { username: target.username, bio: target.bio, image: target.image, following: follow };
}
