import { userRepository } from '../repositories/user.repository';
import { followRepository } from '../repositories/follow.repository';

export async function followUser(viewerId: number, username: string) {
  const target = await userRepository.byUsername(username);
  if (!target) return null;
  await followRepository.follow(viewerId, target.id);
  return { username: target.username, bio: target.bio, image: target.image, following: true };
}
