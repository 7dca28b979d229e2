import { Op } from 'sequelize'
import { Session, User } from '../models/index.js'

export const sessionRepository = {
  findActive: (token) => Session.findOne({ where: { token, expiresAt: { [Op.gt]: new Date() } }, include: [User] }),
  create: (userId, token, expiresAt) => Session.create({ UserId: userId, token, expiresAt })
}
