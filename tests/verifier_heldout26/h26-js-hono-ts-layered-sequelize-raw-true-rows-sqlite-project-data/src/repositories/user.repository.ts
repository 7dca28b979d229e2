import { Op } from 'sequelize';
import { FollowModel, UserModel, type UserRecord } from '../models';

export class UserRepository {
  async byId(id: number): Promise<UserRecord | null> {
    return UserModel.findOne({ where: { id }, raw: true }) as Promise<UserRecord | null>;
  }

  async byEmail(email: string): Promise<UserRecord | null> {
    return UserModel.findOne({ where: { email }, raw: true }) as Promise<UserRecord | null>;
  }

  async byUsername(username: string): Promise<UserRecord | null> {
    return UserModel.findOne({ where: { username }, raw: true }) as Promise<UserRecord | null>;
  }

  async emailOrUsernameTaken(email: string, username: string): Promise<boolean> {
    return (await UserModel.count({ where: { [Op.or]: [{ email }, { username }] } })) > 0;
  }

  async insert(data: Omit<UserRecord, 'id' | 'bio' | 'image'>): Promise<UserRecord> {
    const created = await UserModel.create({ ...data, bio: null, image: null });
    return created.get({ plain: true }) as UserRecord;
  }

  async follows(followerId: number, followeeId: number): Promise<boolean> {
    return (await FollowModel.count({ where: { followerId, followeeId } })) > 0;
  }

  async setFollow(followerId: number, followeeId: number, on: boolean): Promise<void> {
    if (on) await FollowModel.findOrCreate({ where: { followerId, followeeId } });
    else await FollowModel.destroy({ where: { followerId, followeeId } });
  }
}
