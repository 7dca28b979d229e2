from aiohttp import web
from sqlalchemy import select

from conduit.config import PORT
from conduit.db import Base, Session, engine
from conduit.models import Comment

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request) -> web.Response:
    async with Session() as session:
        rows = (await session.scalars(
            select(Comment).where(Comment.article_slug == request.match_info["slug"]).order_by(Comment.id)
        )).all()
    return web.json_response({"comments": [{"id": c.id, "body": c.body} for c in rows]})


async def create_tables(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


app = web.Application()
app.on_startup.append(create_tables)
app.add_routes(routes)
web.run_app(app, host="0.0.0.0", port=PORT)
