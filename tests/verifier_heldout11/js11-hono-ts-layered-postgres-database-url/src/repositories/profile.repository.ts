import { UserModel, FollowModel } from '../models/profile';

export const profileRepository = {
  findUser: (username: string) => UserModel.findOne({ where: { username } }),
  isFollowing: async (followerId: number, followingId: number) =>
    (await FollowModel.count({ where: { followerId, followingId } })) > 0,
  follow: (followerId: number, followingId: number) => FollowModel.findOrCreate({ where: { followerId, followingId } }),
  unfollow: (followerId: number, followingId: number) => FollowModel.destroy({ where: { followerId, followingId } }),
};
