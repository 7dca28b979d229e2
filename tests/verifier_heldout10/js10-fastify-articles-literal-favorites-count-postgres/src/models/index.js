const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
});

const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.hasMany(Favorite, { foreignKey: 'articleId', onDelete: 'CASCADE' });

module.exports = { sequelize, User, Article, Favorite };
