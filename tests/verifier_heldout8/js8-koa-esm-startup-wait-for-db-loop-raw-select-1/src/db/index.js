import { setTimeout as sleep } from 'node:timers/promises';
import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  logging: false,
  pool: { max: 10 },
});

export const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  hash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

// The database container may still be starting when the API boots: retry a
// trivial query until it answers, then create the schema.
export async function waitForDatabase({ attempts = 30, delayMs = 1000 } = {}) {
  for (let i = 1; i <= attempts; i += 1) {
    try {
      await sequelize.query('SELECT 1');
      return;
    } catch (err) {
      console.warn(`database not ready (attempt ${i}/${attempts}): ${err.message}`);
      await sleep(delayMs);
    }
  }
  throw new Error('database unavailable');
}

export async function initDatabase() {
  await waitForDatabase();
  await sequelize.sync();
}
