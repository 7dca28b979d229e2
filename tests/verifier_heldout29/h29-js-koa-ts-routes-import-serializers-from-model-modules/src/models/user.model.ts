import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}

User.init({
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, tableName: 'users' });

export interface ProfileJSON {
  username: string;
  bio: string | null;
  image: string | null;
  following: boolean;
}

// Pure serializers: shape plain values, never touch the database.
export function toProfileJSON(user: Pick<User, 'username' | 'bio' | 'image'>, following: boolean): ProfileJSON {
  return { username: user.username, bio: user.bio, image: user.image, following };
}

export function toUserJSON(user: Pick<User, 'email' | 'username' | 'bio' | 'image'>, token: string) {
  return { email: user.email, username: user.username, bio: user.bio, image: user.image, token };
}
