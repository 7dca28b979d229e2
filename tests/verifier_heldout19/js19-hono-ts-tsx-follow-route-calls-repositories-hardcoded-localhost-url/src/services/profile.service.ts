import { userRepository } from '../repositories/user.repository.js';
import { followRepository } from '../repositories/follow.repository.js';

export async function getProfile(username: string, viewerId?: number) {
  const user = await userRepository.findByUsername(username);
  if (!user) return null;
  const following = viewerId ? await followRepository.isFollowing(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}
