import { userRepository } from '../repositories/user.repository';
import { followRepository } from '../repositories/follow.repository';

export class NotFoundError extends Error {}

export async function getProfile(username: string, viewerId?: number) {
  const user = await userRepository.findByUsername(username);
  if (!user) throw new NotFoundError('profile not found');
  const following = viewerId ? await followRepository.exists(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

export async function setFollow(username: string, viewerId: number, follow: boolean) {
  const user = await userRepository.findByUsername(username);
  if (!user) throw new NotFoundError('profile not found');
  if (follow) await followRepository.add(viewerId, user.id);
  else await followRepository.remove(viewerId, user.id);
  return { username: user.username, bio: user.bio, image: user.image, following: follow };
}
