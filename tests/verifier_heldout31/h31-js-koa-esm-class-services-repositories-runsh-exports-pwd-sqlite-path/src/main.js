import Koa from 'koa'
import Router from '@koa/router'
import bodyParser from 'koa-bodyparser'
import { defineModels } from './models/index.js'
import { ArticleRepository } from './repositories/ArticleRepository.js'
import { ArticleService } from './services/ArticleService.js'
import { articleRouter } from './routes/articles.js'

const models = defineModels(process.env.SQLITE_PATH ?? 'conduit.db')
const articleService = new ArticleService(new ArticleRepository(models))

const api = new Router({ prefix: '/api' })
api.get('/health-check', (ctx) => { ctx.body = { status: 'ok' } })
const articles = articleRouter(articleService)
api.use(articles.routes(), articles.allowedMethods())

const app = new Koa()
app.use(bodyParser())
app.use(api.routes()).use(api.allowedMethods())

await models.sequelize.sync()
app.listen(3000)
