import { User } from '../models/index.js'

export const userRepository = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  create: (fields) => User.create(fields)
}
