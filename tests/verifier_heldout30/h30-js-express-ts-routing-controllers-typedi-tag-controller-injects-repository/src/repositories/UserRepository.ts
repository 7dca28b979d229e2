import { Service } from 'typedi';
import { User } from '../models/User';

@Service()
export class UserRepository {
  findByEmail(email: string) {
    return User.findOne({ where: { email } });
  }

  create(data: { username: string; email: string; password: string }) {
    return User.create(data);
  }
}
