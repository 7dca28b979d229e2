import { injectable } from 'inversify';
import { IUserRepository, UserEntity } from '../entities/user';

@injectable()
export class SequelizeUserRepository implements IUserRepository {
  findByUsername(username: string) {
    return UserEntity.findOne({ where: { username } });
  }
}
