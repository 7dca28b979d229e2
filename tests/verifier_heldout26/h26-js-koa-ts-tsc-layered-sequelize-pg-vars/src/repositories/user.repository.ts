import { Op } from 'sequelize';
import { User } from '../models/user.model';

export class UserRepository {
  findById(id: number) {
    return User.findByPk(id);
  }

  findByEmail(email: string) {
    return User.findOne({ where: { email } });
  }

  async taken(email: string, username: string) {
    return (await User.count({ where: { [Op.or]: [{ email }, { username }] } })) > 0;
  }

  create(email: string, username: string, passwordHash: string) {
    return User.create({ email, username, passwordHash, bio: null, image: null });
  }
}
