from aiohttp import web
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.settings import DATABASE_URL
from conduit.tables import Article, Base

engine_key = web.AppKey("engine", object)
sessions_key = web.AppKey("sessions", async_sessionmaker)


async def lifecycle(app):
    engine = create_async_engine(DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[sessions_key] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


async def health(request):
    return web.json_response({"status": "ok"})


async def list_articles(request):
    limit = int(request.query.get("limit", "20"))
    offset = int(request.query.get("offset", "0"))
    async with request.app[sessions_key]() as session:
        total = await session.scalar(select(func.count(Article.id)))
        rows = (await session.scalars(
            select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
    return web.json_response({"articlesCount": total, "articles": [
        {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
         "createdAt": a.created_at.isoformat()} for a in rows]})


def init_app(argv):
    app = web.Application()
    app.cleanup_ctx.append(lifecycle)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles", list_articles)
    return app
