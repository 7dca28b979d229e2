import { User } from '../models/User.js';

export const findProfile = (username) => User.findOne({ where: { username } });
export const isFollowing = async (profile, followerId) => (followerId ? profile.hasFollower(followerId) : false);
export const addFollower = (profile, followerId) => profile.addFollower(followerId);
export const removeFollower = (profile, followerId) => profile.removeFollower(followerId);
