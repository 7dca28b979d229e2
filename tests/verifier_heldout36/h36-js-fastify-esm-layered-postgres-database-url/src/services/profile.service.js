import * as profiles from '../repositories/profile.repository.js';
export async function getProfile(username, viewerId) {
  const user = await profiles.findUser(username);
  if (!user) return null;
  return { username: user.username, bio: user.bio, image: user.image, following: viewerId ? await profiles.isFollowing(viewerId, user.id) : false };
}
export async function followUser(username, viewerId) {
  const user = await profiles.findUser(username);
  if (!user) return null;
  await profiles.follow(viewerId, user.id);
  return { username: user.username, bio: user.bio, image: user.image, following: true };
}
