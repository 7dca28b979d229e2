import * as repo from '../repositories/profiles.js';

const shape = (u, following) => ({ username: u.username, bio: u.bio ?? null, image: u.image ?? null, following });

export async function show(username, viewerId) {
  const user = await repo.findUserByName(username);
  if (!user) return null;
  return shape(user, viewerId ? await repo.isFollowing(viewerId, user.id) : false);
}

export async function follow(username, viewerId, on) {
  const user = await repo.findUserByName(username);
  if (!user) return null;
  if (on) await repo.addFollow(viewerId, user.id);
  else await repo.removeFollow(viewerId, user.id);
  return shape(user, on);
}
