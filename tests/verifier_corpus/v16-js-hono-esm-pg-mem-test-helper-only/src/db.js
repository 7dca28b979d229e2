import { Sequelize, DataTypes } from 'sequelize';

export function createSequelize(options = {}) {
  return new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false, ...options });
}

export const sequelize = createSequelize();

export function defineModels(db) {
  return {
    Article: db.define('Article', {
      slug: { type: DataTypes.STRING, allowNull: false, unique: true },
      title: { type: DataTypes.STRING, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      favoritesCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    }, { tableName: 'articles' }),
  };
}

export const { Article } = defineModels(sequelize);
