'use strict'

const fs = require('node:fs')
const path = require('node:path')
const fp = require('fastify-plugin')
const { Sequelize, DataTypes } = require('sequelize')

module.exports = fp(async function db (fastify) {
  const file = fastify.config.DB_FILE
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })

  const sequelize = new Sequelize({ dialect: 'sqlite', storage: file, logging: false })

  const User = sequelize.define('User', {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING
  })
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT
  })
  const Favorite = sequelize.define('Favorite', {}, { timestamps: false })
  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' })
  Article.belongsToMany(User, { through: Favorite, as: 'fans', foreignKey: 'articleId', otherKey: 'userId' })

  await sequelize.sync()
  fastify.decorate('models', { User, Article, Favorite })
  fastify.addHook('onClose', () => sequelize.close())
}, { name: 'db', dependencies: ['env'] })
