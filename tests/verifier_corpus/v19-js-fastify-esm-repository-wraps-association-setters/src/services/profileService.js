import * as userRepository from '../repositories/userRepository.js';
import { ServiceError } from './errors.js';

async function target(username) {
  const user = await userRepository.findByUsername(username);
  if (!user) throw new ServiceError(404, 'profile', 'not found');
  return user;
}

const present = (user, following) => ({ username: user.username, bio: user.bio, image: user.image, following });

export async function getProfile(username) {
  return present(await target(username), false);
}

export async function follow(currentUserId, username) {
  const user = await target(username);
  await userRepository.addFollower(user, currentUserId);
  return present(user, true);
}

export async function unfollow(currentUserId, username) {
  const user = await target(username);
  await userRepository.removeFollower(user, currentUserId);
  return present(user, await userRepository.isFollowing(user, currentUserId));
}
