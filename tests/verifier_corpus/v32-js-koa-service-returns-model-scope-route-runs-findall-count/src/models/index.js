'use strict';

const { Sequelize, DataTypes, Op } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
  body: { type: DataTypes.TEXT, allowNull: false },
}, {
  tableName: 'articles',
  scopes: {
    newestFirst: { order: [['createdAt', 'DESC']] },
    withAuthor: { include: [{ association: 'author', attributes: ['username'] }] },
    byAuthor: (username) => ({
      include: [{ association: 'author', attributes: ['username'], where: { username: { [Op.eq]: username } } }],
    }),
  },
});

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { as: 'articles', foreignKey: 'authorId' });

module.exports = { sequelize, User, Article };
