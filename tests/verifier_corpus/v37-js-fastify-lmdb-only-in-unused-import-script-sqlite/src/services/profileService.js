import * as follows from '../repositories/followRepository.js';
import * as users from '../repositories/userRepository.js';

export class NotFoundError extends Error {}

async function present(user, viewerId) {
  return {
    username: user.username, bio: user.bio ?? null, image: user.image ?? null,
    following: viewerId ? await follows.isFollowing(viewerId, user.id) : false,
  };
}

export async function getProfile(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw new NotFoundError(username);
  return present(user, viewerId);
}

export async function follow(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw new NotFoundError(username);
  await follows.addFollow(viewerId, user.id);
  return present(user, viewerId);
}

export async function unfollow(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) throw new NotFoundError(username);
  await follows.removeFollow(viewerId, user.id);
  return present(user, viewerId);
}
