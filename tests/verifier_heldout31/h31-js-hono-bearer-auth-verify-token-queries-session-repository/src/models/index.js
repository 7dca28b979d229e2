import { Sequelize, DataTypes } from 'sequelize'

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: './data/conduit.sqlite', logging: false })

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  passwordHash: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING
})

// opaque API tokens: one row per login
export const Session = sequelize.define('Session', {
  token: { type: DataTypes.STRING, primaryKey: true },
  expiresAt: DataTypes.DATE
})

Session.belongsTo(User)
