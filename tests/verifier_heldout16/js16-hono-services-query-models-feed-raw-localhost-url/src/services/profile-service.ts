import { User, Follow } from '../models';

export async function getProfile(username: string, viewerId?: number) {
  const user: any = await User.findOne({ where: { username } });
  if (!user) return null;
  const following = viewerId ? !!(await Follow.findOne({ where: { followerId: viewerId, followingId: user.id } })) : false;
  return { username: user.username, bio: user.bio, image: user.image, following };
}
