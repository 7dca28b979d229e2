import * as repo from '../repositories/profileRepository.js';
import { AppError } from '../lib/errors.js';

const view = (user, following) => ({ username: user.username, bio: user.bio, image: user.image, following });

export async function getProfile(username, viewerId) {
  const user = await repo.findUserByUsername(username);
  if (!user) throw new AppError(404, 'profile not found');
  return view(user, viewerId ? await repo.isFollowing(viewerId, user.id) : false);
}

export async function followUser(username, viewerId) {
  const user = await repo.findUserByUsername(username);
  if (!user) throw new AppError(404, 'profile not found');
  await repo.follow(viewerId, user.id);
  return view(user, true);
}

export async function unfollowUser(username, viewerId) {
  const user = await repo.findUserByUsername(username);
  if (!user) throw new AppError(404, 'profile not found');
  await repo.unfollow(viewerId, user.id);
  return view(user, false);
}
