import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

export const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
});
export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, description: DataTypes.STRING,
  body: DataTypes.TEXT, tagList: DataTypes.ARRAY(DataTypes.STRING),
});
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
