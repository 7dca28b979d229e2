import pg from 'pg';
import { Sequelize } from 'sequelize';

const url = process.env.DATABASE_URL;

// Sequelize owns the schema (models + sync); the pool serves the hot read/write paths.
export const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
export const pool = new pg.Pool({ connectionString: url, max: 10 });
