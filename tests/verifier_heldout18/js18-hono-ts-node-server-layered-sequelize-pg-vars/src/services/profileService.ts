import { profileRepository } from '../repositories/profileRepository.js';

export class NotFound extends Error {}

async function load(username: string) {
  const user = await profileRepository.findByUsername(username);
  if (!user) throw new NotFound('profile');
  return user;
}

const view = (u: any, following: boolean) => ({ username: u.username, bio: u.bio, image: u.image, following });

export const profileService = {
  async get(username: string, viewerId?: number) {
    const u = await load(username);
    return view(u, viewerId ? await profileRepository.isFollowing(u, viewerId) : false);
  },
  async follow(username: string, viewerId: number) { const u = await load(username); await profileRepository.follow(u, viewerId); return view(u, true); },
  async unfollow(username: string, viewerId: number) { const u = await load(username); await profileRepository.unfollow(u, viewerId); return view(u, false); },
};
