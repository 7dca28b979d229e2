const { Sequelize, DataTypes, Op } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  logging: false,
  define: { underscored: true },
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'follows', timestamps: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { tableName: 'articles' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

// Named scope used by the feed: articles written by the users the viewer follows.
Article.addScope('feedFor', (viewerId) => ({
  where: {
    authorId: {
      [Op.in]: sequelize.literal(
        `(SELECT following_id FROM follows WHERE follower_id = ${Number(viewerId)})`,
      ),
    },
  },
  include: [{ model: User, as: 'author' }],
  order: [['createdAt', 'DESC']],
}));

module.exports = { sequelize, User, Follow, Article };
