import { Follow } from '../models/follow';
import { User } from '../models/user';
import { ApiError } from './users.service';

async function load(username: string) {
  const user = await User.findOne({ where: { username } });
  if (!user) throw new ApiError(404, 'profile not found');
  return user;
}

const view = (u: User, following: boolean) => ({ username: u.username, bio: u.bio, image: u.image, following });

export async function getProfile(username: string, viewerId: number | null) {
  const user = await load(username);
  const following = viewerId ? (await Follow.count({ where: { followerId: viewerId, followingId: user.id } })) > 0 : false;
  return view(user, following);
}

export async function follow(username: string, viewerId: number) {
  const user = await load(username);
  await Follow.findOrCreate({ where: { followerId: viewerId, followingId: user.id } });
  return view(user, true);
}

export async function unfollow(username: string, viewerId: number) {
  const user = await load(username);
  await Follow.destroy({ where: { followerId: viewerId, followingId: user.id } });
  return view(user, false);
}
