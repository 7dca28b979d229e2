import { User, Follow } from '../models/index.js';
export const findUser = (username) => User.findOne({ where: { username } });
export const isFollowing = async (followerId, followingId) => (await Follow.count({ where: { followerId, followingId } })) > 0;
export const follow = (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } });
