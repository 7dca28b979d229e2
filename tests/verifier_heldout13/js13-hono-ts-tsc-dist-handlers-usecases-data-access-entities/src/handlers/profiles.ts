import { Hono } from 'hono'
import { verify } from 'hono/jwt'
import { getProfile, NotFound, setFollow } from '../usecases/profiles'
import { SECRET } from '../usecases/accounts'

export const profiles = new Hono()

async function viewer(header?: string): Promise<number | undefined> {
  if (!header?.startsWith('Token ')) return undefined
  try {
    return (await verify(header.slice(6), SECRET)).sub as number
  } catch {
    return undefined
  }
}

profiles.get('/profiles/:username', async (c) => {
  try {
    return c.json({ profile: await getProfile(c.req.param('username'), await viewer(c.req.header('Authorization'))) })
  } catch (e) {
    if (e instanceof NotFound) return c.json({ errors: { profile: ['not found'] } }, 404)
    throw e
  }
})

for (const [method, follow] of [['post', true], ['delete', false]] as const) {
  profiles[method]('/profiles/:username/follow', async (c) => {
    const me = await viewer(c.req.header('Authorization'))
    if (!me) return c.json({ errors: { token: ['missing'] } }, 401)
    try {
      return c.json({ profile: await setFollow(c.req.param('username'), me, follow) })
    } catch (e) {
      if (e instanceof NotFound) return c.json({ errors: { profile: ['not found'] } }, 404)
      throw e
    }
  })
}
