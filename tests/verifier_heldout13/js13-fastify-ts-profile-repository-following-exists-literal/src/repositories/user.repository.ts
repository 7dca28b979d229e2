import { User } from '../models/index.js'

export class UserRepository {
  byEmail(email: string) {
    return User.findOne({ where: { email } })
  }
  create(values: { username: string; email: string; password: string }) {
    return User.create(values)
  }
}
