import sys
from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import create_async_engine

from conduit import config
from conduit.db import Store

STORE = web.AppKey("store", Store)


async def health_check(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def get_article(request: web.Request) -> web.Response:
    article = await request.app[STORE].article(request.match_info["slug"])
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": article.slug, "title": article.title, "body": article.body,
                                          "author": {"username": article.author.username}}})


async def get_profile(request: web.Request) -> web.Response:
    user = await request.app[STORE].user(request.match_info["username"])
    if user is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                          "following": False}})


def main(path: Path) -> None:
    parser = config.load(path)
    store = Store(create_async_engine(config.database_url(parser)))

    async def startup(app: web.Application) -> None:
        await app[STORE].create_schema()

    app = web.Application()
    app[STORE] = store
    app.on_startup.append(startup)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/articles/{slug}", get_article)
    app.router.add_get("/api/profiles/{username}", get_profile)
    web.run_app(app, host=parser.get("server", "host"), port=parser.getint("server", "port"))


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "conduit.ini"))
