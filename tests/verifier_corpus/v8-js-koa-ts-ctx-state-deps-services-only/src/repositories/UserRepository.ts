import { User } from '../models/User';

export class UserRepository {
  findByName(username: string) {
    return User.findOne({ where: { username } });
  }
}
