import { userRepository } from '../repositories/userRepository.js';

export type Profile = { username: string; bio: string | null; image: string | null; following: boolean };

export const profileService = {
  async find(username: string) {
    return userRepository.byUsername(username);
  },
  async follow(followerId: number, username: string) {
    const target = await userRepository.byUsername(username);
    if (!target) return null;
    await userRepository.follow(followerId, target.get('id') as number);
    return target;
  },
  async unfollow(followerId: number, username: string) {
    const target = await userRepository.byUsername(username);
    if (!target) return null;
    await userRepository.unfollow(followerId, target.get('id') as number);
    return target;
  },
};
