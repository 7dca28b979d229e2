import { DataTypes, Model, Sequelize } from 'sequelize';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

export const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });

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

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare tagList: string[];
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}
Article.init({
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), allowNull: false, defaultValue: [] },
}, { sequelize, tableName: 'articles' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

const SCHEMA_LOCK = 7243001;

// Several server processes may start at once: serialise schema creation with a
// PostgreSQL advisory lock so that concurrent sync() calls do not race.
export async function initDatabase(): Promise<void> {
  await sequelize.authenticate();
  await sequelize.query('SELECT pg_advisory_lock(:key)', { replacements: { key: SCHEMA_LOCK } });
  try {
    await sequelize.sync();
  } finally {
    await sequelize.query('SELECT pg_advisory_unlock(:key)', { replacements: { key: SCHEMA_LOCK } });
  }
}
