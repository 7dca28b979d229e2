import { userRepository } from '../repositories/users';
import { followRepository } from '../repositories/follows';

export class NotFound extends Error {}

export async function follow(username: string, viewerId: number, on: boolean) {
  const user: any = await userRepository.byUsername(username);
  if (!user) throw new NotFound(username);
  if (on) await followRepository.follow(viewerId, user.id);
  else await followRepository.unfollow(viewerId, user.id);
  return { username: user.username, bio: user.bio, image: user.image, following: on };
}

export async function profile(username: string, viewerId?: number) {
  const user: any = await userRepository.byUsername(username);
  if (!user) throw new NotFound(username);
  const following = viewerId ? await followRepository.isFollowing(viewerId, user.id) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}
