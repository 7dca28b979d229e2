import { tagService } from '../services/tagService.js'

export default async function tagRoutes (app) {
  app.get('/tags', async () => ({ tags: await tagService.list() }))
}
