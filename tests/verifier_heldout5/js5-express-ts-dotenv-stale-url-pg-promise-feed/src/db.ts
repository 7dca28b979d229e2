import 'dotenv/config';
import { Sequelize } from 'sequelize';
import pgPromise from 'pg-promise';

const url = process.env.DATABASE_URL!;

export const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
export const pgp = pgPromise();
export const pg = pgp(url);
