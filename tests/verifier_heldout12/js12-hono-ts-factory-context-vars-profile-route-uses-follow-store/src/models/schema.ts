import { DataTypes, Sequelize } from 'sequelize';

export interface ProfileView {
  username: string;
  bio: string | null;
  image: string | null;
  following: boolean;
}

export function defineModels(sequelize: Sequelize) {
  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    hash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  });
  const Follow = sequelize.define('Follow', {
    followerId: { type: DataTypes.INTEGER, primaryKey: true },
    followedId: { type: DataTypes.INTEGER, primaryKey: true },
  }, { timestamps: false });
  return { User, Follow };
}

export type Models = ReturnType<typeof defineModels>;
