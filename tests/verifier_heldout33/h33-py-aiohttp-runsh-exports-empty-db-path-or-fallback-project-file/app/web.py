from aiohttp import web
from sqlalchemy import select

from app.db import Base, Comment, Session, User, engine


async def _schema(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


async def health(request):
    return web.json_response({"status": "ok"})


async def comments(request):
    slug = request.match_info["slug"]
    async with Session() as s:
        rows = (await s.execute(
            select(Comment, User.username).join(User, User.id == Comment.author_id)
            .where(Comment.article_slug == slug).order_by(Comment.id.desc()))).all()
    return web.json_response({"comments": [
        {"id": c.id, "body": c.body, "author": {"username": name}} for c, name in rows]})


def build_app():
    app = web.Application()
    app.cleanup_ctx.append(_schema)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles/{slug}/comments", comments)
    return app
