import { injectable } from 'tsyringe';
import { FollowModel } from '../models/entities';
import type { FollowStore } from '../models/ports';

@injectable()
export class SequelizeFollowRepository implements FollowStore {
  async add(followerId: number, followeeId: number): Promise<void> {
    await FollowModel.findOrCreate({ where: { followerId, followeeId } });
  }

  async remove(followerId: number, followeeId: number): Promise<void> {
    await FollowModel.destroy({ where: { followerId, followeeId } });
  }

  async exists(followerId: number, followeeId: number): Promise<boolean> {
    return (await FollowModel.count({ where: { followerId, followeeId } })) > 0;
  }
}
