const { Sequelize, DataTypes } = require('sequelize');
const { Pool } = require('pg');

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });

// A small pg pool for streaming large result sets (the feed can be long).
const pool = new Pool({ connectionString: url, max: 4 });

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { underscored: true });

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tag_list: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
}, { underscored: true });

const Follow = sequelize.define('follow', {
  follower_id: { type: DataTypes.INTEGER, primaryKey: true },
  followee_id: { type: DataTypes.INTEGER, primaryKey: true },
}, { underscored: true, timestamps: false });

const Favorite = sequelize.define('favorite', {
  user_id: { type: DataTypes.INTEGER, primaryKey: true },
  article_id: { type: DataTypes.INTEGER, primaryKey: true },
}, { underscored: true, timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });

module.exports = { sequelize, pool, User, Article, Follow, Favorite };
