import * as users from '../repositories/userRepository.js';
import * as follows from '../repositories/followRepository.js';
import { HttpError } from './errors.js';

export async function presentProfile(user, viewerId) {
  const following = viewerId ? await follows.isFollowing(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}

async function target(username) {
  const user = await users.findByUsername(username);
  if (!user) throw new HttpError(404, { profile: ['not found'] });
  return user;
}

export async function getProfile(username, viewerId) {
  return presentProfile(await target(username), viewerId);
}

export async function followUser(username, viewerId) {
  const user = await target(username);
  await follows.follow(viewerId, user.id);
  return presentProfile(user, viewerId);
}

export async function unfollowUser(username, viewerId) {
  const user = await target(username);
  await follows.unfollow(viewerId, user.id);
  return presentProfile(user, viewerId);
}
