'use strict';

const { DataTypes } = require('sequelize');

module.exports = {
  async up({ context: queryInterface }) {
    await queryInterface.createTable('users', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      email: { type: DataTypes.STRING, allowNull: false, unique: true },
      username: { type: DataTypes.STRING, allowNull: false, unique: true },
      bio: { type: DataTypes.TEXT },
      image: { type: DataTypes.STRING },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.createTable('comments', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      body: { type: DataTypes.TEXT, allowNull: false },
      articleSlug: { type: DataTypes.STRING, allowNull: false },
      authorId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    });
    await queryInterface.addIndex('comments', ['articleSlug'], { name: 'comments_article_slug_idx' });
  },

  async down({ context: queryInterface }) {
    await queryInterface.dropTable('comments');
    await queryInterface.dropTable('users');
  },
};
