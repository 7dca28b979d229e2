import * as repo from '../repositories/profiles.js';

class NotFoundError extends Error {
  status = 404;
}

async function load(username) {
  const user = await repo.findUser(username);
  if (!user) throw new NotFoundError('profile not found');
  return user;
}

const view = (user, following) => ({ username: user.username, bio: user.bio, image: user.image, following });

export async function getProfile(username, viewerId) {
  const user = await load(username);
  return view(user, viewerId ? await repo.isFollowing(viewerId, user.id) : false);
}

export async function followProfile(username, viewerId) {
  const user = await load(username);
  await repo.follow(viewerId, user.id);
  return view(user, true);
}

export async function unfollowProfile(username, viewerId) {
  const user = await load(username);
  await repo.unfollow(viewerId, user.id);
  return view(user, false);
}
