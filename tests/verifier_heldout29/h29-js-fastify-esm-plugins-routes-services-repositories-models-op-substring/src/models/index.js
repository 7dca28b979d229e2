import { fileURLToPath } from 'node:url';
import { DataTypes, Sequelize } from 'sequelize';

const storage = fileURLToPath(new URL('../../data/conduit.sqlite', import.meta.url));

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  // JSON text, e.g. ["dragons","training"]
  tagList: {
    type: DataTypes.TEXT,
    allowNull: false,
    defaultValue: '[]',
    get() { return JSON.parse(this.getDataValue('tagList')); },
    set(value) { this.setDataValue('tagList', JSON.stringify([...new Set(value ?? [])].sort())); },
  },
});

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
