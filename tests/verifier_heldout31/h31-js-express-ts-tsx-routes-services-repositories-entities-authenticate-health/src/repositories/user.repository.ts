import { UserEntity } from '../entities/user.entity.js';

export class UserRepository {
  findByEmail(email: string) {
    return UserEntity.findOne({ where: { email } });
  }

  findById(id: number) {
    return UserEntity.findByPk(id);
  }

  create(data: { username: string; email: string; passwordHash: string }) {
    return UserEntity.create(data);
  }
}
