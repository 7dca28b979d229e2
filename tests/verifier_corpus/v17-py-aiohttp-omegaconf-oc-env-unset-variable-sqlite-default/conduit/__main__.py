from aiohttp import web
from sqlalchemy import select

from conduit.db import Base, Session, engine
from conduit.models import Article, Comment
from conduit.settings import settings


async def comments(request: web.Request) -> web.Response:
    slug = request.match_info["slug"]
    with Session() as session:
        article = session.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            return web.json_response({"errors": {"article": ["not found"]}}, status=404)
        rows = session.scalars(select(Comment).where(Comment.article_id == article.id)).all()
    return web.json_response({"comments": [{"id": c.id, "body": c.body} for c in rows]})


def build() -> web.Application:
    Base.metadata.create_all(engine)
    app = web.Application()
    app.router.add_get("/api/articles/{slug}/comments", comments)
    return app


if __name__ == "__main__":
    web.run_app(build(), host=settings["server"]["host"], port=settings["server"]["port"])
