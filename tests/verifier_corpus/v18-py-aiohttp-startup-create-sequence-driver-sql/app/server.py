import os

from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from app.models import Article, Base


async def database(app: web.Application):
    url = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)
    engine = create_async_engine(url)
    async with engine.begin() as conn:
        await conn.exec_driver_sql("CREATE SEQUENCE IF NOT EXISTS article_number_seq START 1000")
        await conn.run_sync(Base.metadata.create_all)
    app["db"] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


async def get_article(request: web.Request) -> web.Response:
    async with request.app["db"]() as session:
        article = (await session.scalars(select(Article).where(Article.slug == request.match_info["slug"]))).first()
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": article.slug, "title": article.title, "body": article.body}})


def main() -> None:
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.router.add_get("/api/articles/{slug}", get_article)
    web.run_app(app, port=int(os.environ.get("PORT", "8080")))


if __name__ == "__main__":
    main()
