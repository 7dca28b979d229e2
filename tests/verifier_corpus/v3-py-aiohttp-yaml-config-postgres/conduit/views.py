from aiohttp import web
from sqlalchemy import select

from conduit.db import Tag

routes = web.RouteTableDef()


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    async with request.app["db"]() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": names})
