from aiohttp import web
from sqlalchemy import select

from conduit.db import Session, engine, init_schema
from conduit.models import Article, Base, User


async def health_check(_request):
    return web.json_response({"status": "ok"})


async def favorite(request: web.Request):
    user_id = int(request.headers.get("X-User", "0"))
    async with Session() as s:
        article = await s.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
        user = await s.get(User, user_id)
        if article is None or user is None:
            raise web.HTTPNotFound()
        if request.method == "POST" and user not in article.favorited_by:
            article.favorited_by.append(user)
        elif request.method == "DELETE" and user in article.favorited_by:
            article.favorited_by.remove(user)
        await s.commit()
        return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                              "favorited": request.method == "POST",
                                              "favoritesCount": len(article.favorited_by)}})


async def _startup(_app):
    await init_schema(Base.metadata)


async def _cleanup(_app):
    await engine.dispose()


async def create_app():
    app = web.Application()
    app.on_startup.append(_startup)
    app.on_cleanup.append(_cleanup)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_post("/api/articles/{slug}/favorite", favorite)
    app.router.add_delete("/api/articles/{slug}/favorite", favorite)
    return app
