import { Sequelize, DataTypes } from 'sequelize'

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false })

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING
})

export const RevokedToken = sequelize.define('RevokedToken', {
  jti: { type: DataTypes.UUID, primaryKey: true }
}, { updatedAt: false })
