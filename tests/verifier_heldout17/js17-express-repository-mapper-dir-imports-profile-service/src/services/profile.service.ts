import { followRepository } from '../repositories/follow.repository';
import { userRepository } from '../repositories/user.repository';

export const profileService = {
  async profileFor(user: any, viewerId?: number) {
    const following = viewerId ? await followRepository.exists(viewerId, user.id) : false;
    return { username: user.username, bio: user.bio, image: user.image, following };
  },
  async byUsername(username: string, viewerId?: number) {
    const user = await userRepository.findByUsername(username);
    return user ? this.profileFor(user, viewerId) : null;
  },
};
