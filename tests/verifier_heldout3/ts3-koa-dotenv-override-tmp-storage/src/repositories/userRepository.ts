import { UserModel } from '../models';

export class UserRepository {
  findByEmail(email: string) {
    return UserModel.findOne({ where: { email } });
  }

  findById(id: number) {
    return UserModel.findByPk(id);
  }

  create(values: { username: string; email: string; password: string }) {
    return UserModel.create(values);
  }

  async update(id: number, values: Partial<{ email: string; username: string; bio: string; image: string }>) {
    await UserModel.update(values, { where: { id } });
    return UserModel.findByPk(id);
  }
}
