import { Sequelize } from 'sequelize';
import postgres from 'postgres';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

// Lightweight client for the read-heavy feed: avoids Sequelize's include/hydration cost.
export const sql = postgres(process.env.DATABASE_URL, { max: 5, transform: postgres.camel });
