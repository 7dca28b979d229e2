import { followRepository } from '../../repositories/follow-repository.js';
import { userRepository } from '../../repositories/user-repository.js';
import type { Profile } from '../../models/user.js';
import { ApplicationError } from '../errors.js';

export async function getProfile(username: string, viewerId?: number): Promise<Profile> {
  const user = await userRepository.byUsername(username);
  if (!user) throw new ApplicationError('not_found', 'profile not found');
  const following = viewerId ? await followRepository.exists(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}
