from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import favorites
from conduit.models import Article, Base, User

engine = create_async_engine("sqlite+aiosqlite:///./conduit.db")
Session = async_sessionmaker(engine, expire_on_commit=False)


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def viewer(request):
    token = request.headers.get("Authorization", "").removeprefix("Token ")
    async with Session() as s:
        return await s.scalar(select(User).where(User.token == token)) if token else None


def article_json(a, user):
    return {"slug": a.slug, "title": a.title, "body": a.body,
            "favorited": favorites.is_favorited(a.slug, user.id if user else None),
            "favoritesCount": favorites.count(a.slug)}


async def health(request):
    return web.json_response({"status": "ok"})


async def get_article(request):
    async with Session() as s:
        a = await s.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if a is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": article_json(a, await viewer(request))})


async def favorite(request):
    user = await viewer(request)
    if user is None:
        raise web.HTTPUnauthorized()
    async with Session() as s:
        a = await s.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if a is None:
        raise web.HTTPNotFound()
    favorites.favorite(a.slug, user.id)
    return web.json_response({"article": article_json(a, user)})


app = web.Application()
app.on_startup.append(on_startup)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/articles/{slug}", get_article)
app.router.add_post("/api/articles/{slug}/favorite", favorite)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8000)
