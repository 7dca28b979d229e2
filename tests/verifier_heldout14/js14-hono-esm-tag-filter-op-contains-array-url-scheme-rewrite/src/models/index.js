import { DataTypes, Sequelize } from 'sequelize';

// libpq accepts both schemes; normalise to the one Sequelize documents.
const databaseUrl = (process.env.DATABASE_URL ?? '').replace(/^postgresql:\/\//, 'postgres://');

export const sequelize = new Sequelize(databaseUrl, {
  dialect: 'postgres',
  logging: false,
  dialectOptions: { application_name: 'conduit-api' },
  pool: { max: 10, idle: 10_000 },
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), allowNull: false, defaultValue: [] },
  authorUsername: { type: DataTypes.STRING, allowNull: false },
}, {
  indexes: [{ fields: ['tagList'], using: 'gin' }],
});
