import { Sequelize } from 'sequelize';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

export const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
