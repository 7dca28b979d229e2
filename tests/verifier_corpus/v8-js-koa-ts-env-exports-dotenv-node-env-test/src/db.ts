import 'dotenv/config';
import { Sequelize } from 'sequelize';
import * as environments from './config/environments.js';

type EnvName = keyof typeof environments;

const envName = (process.env.NODE_ENV ?? 'development') as EnvName;
const { url, ...options } = environments[envName];

export const sequelize = url ? new Sequelize(url, options) : new Sequelize(options);
