import { User } from '../models/index.js';

export class UserRepository {
  findByEmail(email) {
    return User.findOne({ where: { email } });
  }
  create(attrs) {
    return User.create(attrs);
  }
  async update(id, attrs) {
    const user = await User.findByPk(id);
    return user.update(attrs);
  }
}
