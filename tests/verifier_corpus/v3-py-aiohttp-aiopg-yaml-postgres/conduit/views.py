from aiohttp import web

from conduit import db


async def tags(request: web.Request) -> web.Response:
    async with request.app["db"].acquire() as conn:
        return web.json_response({"tags": await db.tag_names(conn)})
