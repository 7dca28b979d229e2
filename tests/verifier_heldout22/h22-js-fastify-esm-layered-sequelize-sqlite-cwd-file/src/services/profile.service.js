import { userRepository } from '../repositories/user.repository.js';
import { followRepository } from '../repositories/follow.repository.js';

export class NotFound extends Error {}

async function toProfile(user, viewerId) {
  const following = viewerId ? await followRepository.isFollowing(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

export async function getProfile(username, viewerId) {
  const user = await userRepository.byUsername(username);
  if (!user) throw new NotFound('profile not found');
  return toProfile(user, viewerId);
}

export async function follow(username, viewerId) {
  const user = await userRepository.byUsername(username);
  if (!user) throw new NotFound('profile not found');
  await followRepository.follow(viewerId, user.id);
  return toProfile(user, viewerId);
}
