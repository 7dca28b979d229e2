'use strict'
const fs = require('node:fs')
const path = require('node:path')
const { Sequelize, DataTypes } = require('sequelize')

const dir = path.join(__dirname, '..', 'var')
fs.mkdirSync(dir, { recursive: true })

const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dir, 'conduit.sqlite'), logging: false })

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING
})
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT
})
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false })
Article.belongsToMany(Tag, { through: 'ArticleTags' })
Tag.belongsToMany(Article, { through: 'ArticleTags' })
Article.belongsTo(User, { as: 'author' })

module.exports = { sequelize, User, Article, Tag }
