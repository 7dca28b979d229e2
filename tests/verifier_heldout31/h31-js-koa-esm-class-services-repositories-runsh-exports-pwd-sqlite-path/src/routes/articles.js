import Router from '@koa/router'
import { ArticleNotFoundError } from '../services/ArticleService.js'

export function articleRouter (articleService) {
  const router = new Router()

  router.use(async (ctx, next) => {
    try {
      await next()
    } catch (err) {
      if (!(err instanceof ArticleNotFoundError)) throw err
      ctx.status = 404
      ctx.body = { errors: { article: ['not found'] } }
    }
  })

  const viewer = (ctx) => Number(ctx.get('x-user-id')) || null

  router.get('/articles/:slug', async (ctx) => {
    ctx.body = { article: await articleService.get(ctx.params.slug, viewer(ctx)) }
  })
  router.post('/articles/:slug/favorite', async (ctx) => {
    ctx.body = { article: await articleService.favorite(ctx.params.slug, viewer(ctx)) }
  })
  router.delete('/articles/:slug/favorite', async (ctx) => {
    ctx.body = { article: await articleService.unfavorite(ctx.params.slug, viewer(ctx)) }
  })

  return router
}
