from aiohttp import web

from app.articles import create_article, tags_for
from app.database import Base, engine


async def on_startup(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def post_article(request: web.Request) -> web.Response:
    data = (await request.json())["article"]
    article = await create_article(data["title"], data["body"], data.get("tagList", []))
    return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                          "tagList": await tags_for(article.id)}}, status=201)


async def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(on_startup)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_post("/api/articles", post_article)
    return app
