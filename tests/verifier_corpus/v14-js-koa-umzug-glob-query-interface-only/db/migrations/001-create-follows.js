const { DataTypes } = require('sequelize');

exports.up = async ({ context: queryInterface }) => {
  await queryInterface.createTable('follows', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    follower_id: { type: DataTypes.INTEGER, allowNull: false },
    following_id: { type: DataTypes.INTEGER, allowNull: false },
  });
};

exports.down = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('follows');
};
