import { userRepository } from '#repositories/user.repository.js';
import { followRepository } from '#repositories/follow.repository.js';

export async function getProfile(username, viewerId) {
  const user = await userRepository.byUsername(username);
  if (!user) return null;
  const following = viewerId ? await followRepository.exists(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio ?? null, image: user.image ?? null, following };
}
