import { User } from '../models/index.js';

export async function findByUsername(username) {
  return User.findOne({ where: { username } });
}

export async function findById(id) {
  return User.findByPk(id);
}

export async function isFollowing(target, followerId) {
  return target.hasFollower(followerId);
}
