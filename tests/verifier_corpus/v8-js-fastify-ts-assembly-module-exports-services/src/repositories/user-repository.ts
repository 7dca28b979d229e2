import { User } from '../models/user.js';

export class UserRepository {
  findById(id: number) { return User.findByPk(id); }
  findByUsername(username: string) { return User.findOne({ where: { username } }); }
  findByEmail(email: string) { return User.findOne({ where: { email } }); }
  create(fields: { username: string; email: string; passwordHash: string }) {
    return User.create({ ...fields, bio: null, image: null });
  }
}
