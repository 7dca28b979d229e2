import { Sequelize } from 'sequelize'

const { PGHOST = 'localhost', PGPORT = '5432', PGUSER = 'postgres', PGPASSWORD = '', PGDATABASE = 'conduit' } = process.env

const url = `postgres://${encodeURIComponent(PGUSER)}:${encodeURIComponent(PGPASSWORD)}@${PGHOST}:${PGPORT}/${PGDATABASE}`

export const sequelize = new Sequelize(url, { logging: false })
