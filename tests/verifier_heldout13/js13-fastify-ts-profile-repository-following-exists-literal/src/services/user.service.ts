import bcrypt from 'bcryptjs'
import type { UserRepository } from '../repositories/user.repository.js'

export class UserService {
  constructor(private readonly users: UserRepository) {}

  async register(username: string, email: string, password: string) {
    return this.users.create({ username, email, password: await bcrypt.hash(password, 10) })
  }

  async login(email: string, password: string) {
    const u = await this.users.byEmail(email)
    return u && (await bcrypt.compare(password, u.password)) ? u : null
  }
}
