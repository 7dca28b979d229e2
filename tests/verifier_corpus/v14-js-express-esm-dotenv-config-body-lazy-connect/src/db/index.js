import { Sequelize, DataTypes } from 'sequelize';

// Built on demand so that the configuration loaded by main() is what we see.
export async function connect() {
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: process.env.DB_STORAGE ?? ':memory:',
    logging: false,
  });
  const Tag = sequelize.define('Tag', {
    name: { type: DataTypes.STRING, allowNull: false, unique: true },
  });
  await sequelize.sync();
  return { sequelize, Tag };
}
