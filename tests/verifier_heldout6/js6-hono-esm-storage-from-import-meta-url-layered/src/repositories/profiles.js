import { Follow, User } from '../models/index.js';

export const findUserByName = (username) => User.findOne({ where: { username } });
export const findUserById = (id) => User.findByPk(id);
export const isFollowing = async (followerId, followingId) => (await Follow.count({ where: { followerId, followingId } })) > 0;
export const addFollow = (followerId, followingId) => Follow.findOrCreate({ where: { followerId, followingId } });
export const removeFollow = (followerId, followingId) => Follow.destroy({ where: { followerId, followingId } });
