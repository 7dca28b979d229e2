import { Sequelize } from 'sequelize'
import { initModels } from '../models/index.js'

let instance: Sequelize | undefined

// Created on first use with the variables the runtime adapter exposes
// (process.env on Node, bindings on Workers), so the same code deploys to both.
export async function getDb(vars: { DATABASE_URL?: string }): Promise<Sequelize> {
  if (!instance) {
    instance = vars.DATABASE_URL
      ? new Sequelize(vars.DATABASE_URL, { dialect: 'postgres', logging: false })
      : new Sequelize('sqlite::memory:', { logging: false })
    initModels(instance)
    await instance.sync()
  }
  return instance
}
