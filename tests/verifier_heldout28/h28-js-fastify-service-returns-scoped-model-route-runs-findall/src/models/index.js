const { DataTypes, Op } = require('sequelize');
const sequelize = require('../database');

const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

const Follow = sequelize.define('Follow', {}, { timestamps: false });

User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'followeeId', otherKey: 'followerId' });
User.belongsToMany(User, { through: Follow, as: 'followees', foreignKey: 'followerId', otherKey: 'followeeId' });
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

Article.addScope('newestFirst', { order: [['createdAt', 'DESC']] });
Article.addScope('withAuthor', { include: [{ model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] }] });
Article.addScope('byAuthors', (authorIds) => ({ where: { authorId: { [Op.in]: authorIds } } }));

module.exports = { sequelize, User, Article, Follow };
