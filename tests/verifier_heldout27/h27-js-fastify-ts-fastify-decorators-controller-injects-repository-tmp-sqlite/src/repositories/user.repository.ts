import { Service } from 'fastify-decorators';
import { UserModel } from '../models/user.model';

@Service()
export class UserRepository {
  byEmail(email: string) {
    return UserModel.findOne({ where: { email } });
  }

  byId(id: number) {
    return UserModel.findByPk(id);
  }

  create(data: { username: string; email: string; password: string }) {
    return UserModel.create(data);
  }
}
