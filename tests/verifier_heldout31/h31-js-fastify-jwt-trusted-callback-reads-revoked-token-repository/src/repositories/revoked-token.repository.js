import { RevokedToken } from '../models/index.js'

export const revokedTokenRepository = {
  async isActive (jti) {
    return (await RevokedToken.findByPk(jti)) === null
  },
  revoke: (jti) => RevokedToken.upsert({ jti })
}
