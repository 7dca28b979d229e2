from aiohttp import web


def render_article(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


async def current_user(request: web.Request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        raise web.HTTPUnauthorized()
    user = await request.app["user_service"].from_token(header[6:])
    if user is None:
        raise web.HTTPUnauthorized()
    return user
