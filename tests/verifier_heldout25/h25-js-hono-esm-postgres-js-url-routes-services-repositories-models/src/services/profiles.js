import * as users from '../repositories/users.js';
import * as follows from '../repositories/follows.js';
import { NotFound, Profile } from '../models/profile.js';

async function target(username) {
  const user = await users.findByUsername(username);
  if (!user) throw new NotFound(`profile ${username} not found`);
  return user;
}

export async function view(username, viewerId) {
  const user = await target(username);
  return new Profile(user, viewerId ? await follows.isFollowing(viewerId, user.id) : false);
}

export async function setFollowing(username, viewerId, on) {
  const user = await target(username);
  if (on) await follows.follow(viewerId, user.id);
  else await follows.unfollow(viewerId, user.id);
  return new Profile(user, on);
}
