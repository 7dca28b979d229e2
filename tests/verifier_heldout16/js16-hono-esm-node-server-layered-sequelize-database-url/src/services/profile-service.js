import { profileRepository } from '../repositories/profile-repository.js';

export class ProfileNotFound extends Error {}

const view = (user, following) => ({ username: user.username, bio: user.bio, image: user.image, following });

export async function getProfile(username, viewerId) {
  const user = await profileRepository.findUser(username);
  if (!user) throw new ProfileNotFound(username);
  const following = viewerId ? await profileRepository.isFollowing(viewerId, user.id) : false;
  return view(user, following);
}

export async function setFollow(username, viewerId, follow) {
  const user = await profileRepository.findUser(username);
  if (!user) throw new ProfileNotFound(username);
  if (follow) await profileRepository.follow(viewerId, user.id);
  else await profileRepository.unfollow(viewerId, user.id);
  return view(user, follow);
}
