import { UserEntity } from '../entities/index.js';

export class UserDao {
  findByEmail(email: string) {
    return UserEntity.findOne({ where: { email } });
  }
  findById(id: number) {
    return UserEntity.findByPk(id);
  }
  insert(values: { username: string; email: string; password: string }) {
    return UserEntity.create(values);
  }
}
