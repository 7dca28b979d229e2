// feature-file: profiles
import { NotFoundError, ValidationError } from '../errors.js';
import * as follows from '../repositories/followRepository.js';
import * as users from '../repositories/userRepository.js';
import { requireUser } from './userService.js';
import { profileView } from './presenters.js';

async function requireProfileUser(username) {
  const user = await users.findByUsername(username);
  if (!user) throw new NotFoundError('profile');
  return user;
}

export async function get(username, viewerId) {
  const user = await requireProfileUser(username);
  const following = viewerId ? await follows.isFollowing(viewerId, user.id) : false;
  return profileView(user, following);
}

export async function follow(viewerId, username) {
  await requireUser(viewerId);
  const user = await requireProfileUser(username);
  if (user.id === viewerId) throw new ValidationError('you cannot follow yourself');
  await follows.follow(viewerId, user.id);
  return profileView(user, true);
}

export async function unfollow(viewerId, username) {
  await requireUser(viewerId);
  const user = await requireProfileUser(username);
  await follows.unfollow(viewerId, user.id);
  return profileView(user, false);
}
