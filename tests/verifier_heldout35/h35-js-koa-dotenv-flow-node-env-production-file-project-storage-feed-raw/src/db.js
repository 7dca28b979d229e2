const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes, QueryTypes } = require('sequelize');

const storage = path.resolve(process.env.SQLITE_FILE || 'conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });
const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, authorId: DataTypes.INTEGER });
const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER });
module.exports = { sequelize, Article, Follow, QueryTypes };
