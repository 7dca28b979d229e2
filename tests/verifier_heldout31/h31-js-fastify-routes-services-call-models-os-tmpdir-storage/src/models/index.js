'use strict'
const os = require('node:os')
const path = require('node:path')
const { Sequelize, DataTypes } = require('sequelize')

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(os.tmpdir(), 'conduit-api.sqlite'),
  logging: false
})

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER
})

const Comment = sequelize.define('Comment', { body: DataTypes.TEXT, authorId: DataTypes.INTEGER })
Article.hasMany(Comment, { onDelete: 'CASCADE' })
Comment.belongsTo(Article)

module.exports = { sequelize, Article, Comment }
