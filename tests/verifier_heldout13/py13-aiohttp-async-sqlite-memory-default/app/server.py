from aiohttp import web
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.pool import StaticPool

from app.settings import DATABASE_URL
from app.tables import Article, Base, User

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    async with request.app["sessions"]() as s:
        total = await s.scalar(select(func.count(Article.id)))
        rows = (await s.execute(select(Article, User).join(User, User.id == Article.author_id)
                                .order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
    return web.json_response({"articlesCount": total, "articles": [
        {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
         "favorited": False, "favoritesCount": 0, "createdAt": a.created_at.isoformat(),
         "updatedAt": a.created_at.isoformat(),
         "author": {"username": u.username, "bio": None, "image": None, "following": False}} for a, u in rows]})


async def _db(app: web.Application):
    # StaticPool: one shared connection, so every request sees the same in-memory data.
    engine = create_async_engine(DATABASE_URL, poolclass=StaticPool, connect_args={"check_same_thread": False})
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app["sessions"] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_db)
    app.add_routes(routes)
    return app
