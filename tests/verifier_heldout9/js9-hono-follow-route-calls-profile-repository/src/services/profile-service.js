import { userRepository } from '../repositories/user-repository.js';
import { followRepository } from '../repositories/follow-repository.js';

export async function toProfile(user, viewerId) {
  return {
    username: user.username,
    bio: user.bio ?? null,
    image: user.image ?? null,
    following: viewerId ? await followRepository.exists(viewerId, user.id) : false,
  };
}

export async function getProfile(username, viewerId) {
  const user = await userRepository.findByUsername(username);
  return user ? toProfile(user, viewerId) : null;
}
