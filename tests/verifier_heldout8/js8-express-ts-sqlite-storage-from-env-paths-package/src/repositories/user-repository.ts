import { UserModel, UserEntity } from '../models/user';
import { FollowModel } from '../models/follow';

const toEntity = (m: UserModel): UserEntity => ({ id: m.id, email: m.email, username: m.username, bio: m.bio ?? null, image: m.image ?? null });

export class UserRepository {
  async findByEmailWithHash(email: string) {
    const m = await UserModel.findOne({ where: { email } });
    return m ? { user: toEntity(m), passwordHash: m.passwordHash } : null;
  }

  async findById(id: number) {
    const m = await UserModel.findByPk(id);
    return m ? toEntity(m) : null;
  }

  async findByUsername(username: string) {
    const m = await UserModel.findOne({ where: { username } });
    return m ? toEntity(m) : null;
  }

  async create(data: { email: string; username: string; passwordHash: string }) {
    return toEntity(await UserModel.create(data));
  }

  async isFollowing(followerId: number, followeeId: number) {
    return (await FollowModel.count({ where: { followerId, followeeId } })) > 0;
  }

  async follow(followerId: number, followeeId: number) {
    await FollowModel.findOrCreate({ where: { followerId, followeeId } });
  }

  async unfollow(followerId: number, followeeId: number) {
    await FollowModel.destroy({ where: { followerId, followeeId } });
  }
}
