import * as users from '../repositories/userRepository.js';
import { Profile } from '../models/profile.js';

export async function getProfile(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) return null;
  const following = viewerId ? await users.isFollowing(viewerId, user.id) : false;
  return new Profile(user, following);
}

export async function followUser(username, viewerId) {
  const user = await users.findByUsername(username);
  if (!user) return null;
  await users.follow(viewerId, user.id);
  return new Profile(user, true);
}
