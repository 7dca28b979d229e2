import { injectable } from 'tsyringe';
import { UserModel } from '../models/entities';
import type { UserRecord, UserStore } from '../models/ports';

@injectable()
export class SequelizeUserRepository implements UserStore {
  async byUsername(username: string): Promise<UserRecord | null> {
    const row = await UserModel.findOne({ where: { username } });
    return row ? (row.get({ plain: true }) as UserRecord) : null;
  }

  async byId(id: number): Promise<UserRecord | null> {
    const row = await UserModel.findByPk(id);
    return row ? (row.get({ plain: true }) as UserRecord) : null;
  }
}
