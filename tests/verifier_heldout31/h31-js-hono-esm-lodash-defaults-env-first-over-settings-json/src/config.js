import { readFileSync } from 'node:fs'
import _ from 'lodash'

const settings = JSON.parse(readFileSync(new URL('../config/settings.json', import.meta.url), 'utf8'))

// environment first; settings.json only fills what the environment leaves out
export const config = _.defaults(
  {
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
    databaseUrl: process.env.DATABASE_URL,
  },
  settings,
)
