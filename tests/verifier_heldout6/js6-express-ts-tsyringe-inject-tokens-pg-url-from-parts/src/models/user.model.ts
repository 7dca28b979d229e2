import { DataTypes, Model, Sequelize } from 'sequelize';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}

export class Follow extends Model {
  declare followerId: number;
  declare followingId: number;
}

export function initUser(sequelize: Sequelize): void {
  User.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      username: { type: DataTypes.STRING, allowNull: false, unique: true },
      email: { type: DataTypes.STRING, allowNull: false, unique: true },
      passwordHash: { type: DataTypes.STRING, allowNull: false },
      bio: { type: DataTypes.TEXT, allowNull: true },
      image: { type: DataTypes.STRING, allowNull: true },
    },
    { sequelize, tableName: 'users' },
  );
  Follow.init(
    {
      followerId: { type: DataTypes.INTEGER, primaryKey: true },
      followingId: { type: DataTypes.INTEGER, primaryKey: true },
    },
    { sequelize, tableName: 'follows', timestamps: false },
  );
}
