import { userRepository } from '../repositories/user.repository';
import { followRepository } from '../repositories/follow.repository';
import { HttpError } from './errors';

async function target(username: string) {
  const user = await userRepository.byUsername(username);
  if (!user) throw new HttpError(404, 'profile not found');
  return user;
}

export const profileService = {
  async get(username: string, viewerId: number | null) {
    const user = await target(username);
    const following = viewerId ? await followRepository.exists(viewerId, user.id) : false;
    return { user, following };
  },
  async follow(username: string, viewerId: number) {
    const user = await target(username);
    await followRepository.add(viewerId, user.id);
    return { user, following: true };
  },
  async unfollow(username: string, viewerId: number) {
    const user = await target(username);
    await followRepository.remove(viewerId, user.id);
    return { user, following: false };
  },
};
