import { Sequelize, DataTypes, Model } from 'sequelize';

export class User extends Model {
  declare id: number;
  declare email: string;
  declare username: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}

export type Db = { sequelize: Sequelize; User: typeof User };

let cached: Promise<Db> | undefined;

// One connection pool per process, created on first use from the configured URL.
export function getDb(url: string): Promise<Db> {
  cached ??= (async () => {
    const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
    User.init({
      email: { type: DataTypes.STRING, unique: true, allowNull: false },
      username: { type: DataTypes.STRING, unique: true, allowNull: false },
      password: { type: DataTypes.STRING, allowNull: false },
      bio: DataTypes.TEXT,
      image: DataTypes.STRING,
    }, { sequelize, tableName: 'users' });
    await sequelize.sync();
    return { sequelize, User };
  })();
  return cached;
}
