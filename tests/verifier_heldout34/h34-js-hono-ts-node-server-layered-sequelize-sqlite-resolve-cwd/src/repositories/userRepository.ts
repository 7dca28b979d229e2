import { User } from '../models/user';

export class UserRepository {
  findById(id: number) {
    return User.findByPk(id);
  }
  async update(id: number, patch: Partial<Pick<User, 'email' | 'bio' | 'image' | 'username'>>) {
    await User.update(patch, { where: { id } });
    return User.findByPk(id);
  }
}
