import os

import jwt
from aiohttp import web

from . import favorites
from .db import engine
from .models import Base

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


def _user_id(request: web.Request) -> int:
    try:
        return int(jwt.decode(request.headers.get("Authorization", "").removeprefix("Token "), SECRET,
                              algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise web.HTTPUnauthorized()


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def toggle_favorite(request: web.Request) -> web.Response:
    uid = _user_id(request)
    article = await favorites.article_by_slug(request.match_info["slug"])
    if article is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    if request.method == "POST":
        await favorites.add_favorite(uid, article.id)
    else:
        await favorites.remove_favorite(uid, article.id)
    favorited, count = await favorites.favorite_state(uid, article.id)
    return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                          "body": article.body, "favorited": favorited,
                                          "favoritesCount": count}})


async def init_db(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def main() -> None:
    app = web.Application()
    app.on_startup.append(init_db)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_post("/api/articles/{slug}/favorite", toggle_favorite)
    app.router.add_delete("/api/articles/{slug}/favorite", toggle_favorite)
    web.run_app(app, host="0.0.0.0", port=8080)


if __name__ == "__main__":
    main()
