import path from 'path'
import { Sequelize } from 'sequelize'

// compiled to dist/data-access/db.js: two levels up is the project root
export const DB_FILE = path.join(__dirname, '..', '..', 'conduit.sqlite')

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_FILE, logging: false })
