from aiohttp import web


async def list_tags(request):
    # simple enough not to need a service
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch("SELECT name FROM tags ORDER BY name")
    return web.json_response({"tags": [r["name"] for r in rows]})
