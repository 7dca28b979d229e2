from aiohttp import web
from sqlalchemy import select

from .db import Article, Base, Comment, Session, engine


async def startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


async def comments(request):
    async with Session() as s:
        article = await s.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
        if article is None:
            raise web.HTTPNotFound()
        rows = await s.scalars(select(Comment).where(Comment.article_id == article.id))
        return web.json_response({"comments": [{"id": c.id, "body": c.body} for c in rows]})


async def add_comment(request):
    body = (await request.json())["comment"]["body"]
    async with Session() as s:
        article = await s.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
        if article is None:
            raise web.HTTPNotFound()
        comment = Comment(article_id=article.id, body=body)
        s.add(comment)
        await s.commit()
        return web.json_response({"comment": {"id": comment.id, "body": comment.body}})


def build_app():
    app = web.Application()
    app.on_startup.append(startup)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles/{slug}/comments", comments)
    app.router.add_post("/api/articles/{slug}/comments", add_comment)
    return app
