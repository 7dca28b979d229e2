import { User } from '../models/user.js';
import { Follow } from '../models/follow.js';
import { HttpError } from '../lib/errors.js';

async function load(username) {
  const user = await User.findOne({ where: { username } });
  if (!user) throw new HttpError(404, 'profile', 'not found');
  return user;
}

const view = (user, following) => ({ username: user.username, bio: user.bio, image: user.image, following });

export async function getProfile(username, viewerId) {
  const user = await load(username);
  const following = viewerId ? (await Follow.count({ where: { followerId: viewerId, followeeId: user.id } })) > 0 : false;
  return view(user, following);
}

export async function follow(username, viewerId) {
  const user = await load(username);
  await Follow.findOrCreate({ where: { followerId: viewerId, followeeId: user.id } });
  return view(user, true);
}

export async function unfollow(username, viewerId) {
  const user = await load(username);
  await Follow.destroy({ where: { followerId: viewerId, followeeId: user.id } });
  return view(user, false);
}
