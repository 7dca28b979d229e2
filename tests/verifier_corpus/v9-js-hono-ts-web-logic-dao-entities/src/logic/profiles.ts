import { userDao } from '../dao/user-dao.js';
import { followDao } from '../dao/follow-dao.js';
import type { Profile, UserEntity } from '../entities/profile.js';

export class NotFoundError extends Error {}

async function present(user: UserEntity, viewerId?: number): Promise<Profile> {
  return {
    username: user.username,
    bio: user.bio,
    image: user.image,
    following: viewerId ? await followDao.isFollowing(viewerId, user.id) : false,
  };
}

async function load(username: string): Promise<UserEntity> {
  const user = await userDao.byUsername(username);
  if (!user) throw new NotFoundError(`profile ${username} not found`);
  return user;
}

export async function getProfile(username: string, viewerId?: number): Promise<Profile> {
  return present(await load(username), viewerId);
}

export async function followProfile(username: string, viewerId: number): Promise<Profile> {
  const user = await load(username);
  await followDao.follow(viewerId, user.id);
  return present(user, viewerId);
}

export async function unfollowProfile(username: string, viewerId: number): Promise<Profile> {
  const user = await load(username);
  await followDao.unfollow(viewerId, user.id);
  return present(user, viewerId);
}
