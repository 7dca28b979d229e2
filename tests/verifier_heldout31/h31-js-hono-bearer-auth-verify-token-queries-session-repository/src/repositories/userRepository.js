import { User } from '../models/index.js'

export const userRepository = {
  byEmail: (email) => User.findOne({ where: { email } }),
  create: (fields) => User.create(fields)
}
