from aiohttp import web

from blog.handlers.keys import ACCOUNTS


def token_of(request: web.Request) -> str | None:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token if scheme == "Token" and token else None


async def viewer(request: web.Request, required: bool = False):
    user = await request.app[ACCOUNTS].identify(token_of(request))
    if user is None and required:
        raise web.HTTPUnauthorized(text='{"errors":{"token":["missing"]}}', content_type="application/json")
    return user


def profile_json(user, following: bool) -> dict:
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def article_json(view: dict) -> dict:
    a = view["article"]
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.tag for t in a.taggings), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": view["favorited"],
            "favoritesCount": view["favorites"], "author": profile_json(a.author, view["following"])}
