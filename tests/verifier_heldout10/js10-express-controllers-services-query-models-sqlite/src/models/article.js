module.exports = (sequelize, DataTypes) =>
  sequelize.define('Article', {
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
  });
