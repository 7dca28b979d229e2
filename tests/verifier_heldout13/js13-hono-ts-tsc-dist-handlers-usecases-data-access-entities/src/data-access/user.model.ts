import { DataTypes, Model } from 'sequelize'
import { sequelize } from './db'
import type { UserEntity } from '../entities/user'

export class UserRow extends Model implements UserEntity {
  declare id: number
  declare username: string
  declare email: string
  declare passwordHash: string
  declare bio: string | null
  declare image: string | null
}

UserRow.init(
  {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
)

export class FollowRow extends Model {
  declare followerId: number
  declare followeeId: number
}

FollowRow.init(
  {
    followerId: { type: DataTypes.INTEGER, primaryKey: true },
    followeeId: { type: DataTypes.INTEGER, primaryKey: true },
  },
  { sequelize, tableName: 'follows', timestamps: false },
)
