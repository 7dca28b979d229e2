import sqlalchemy as sa
from aiohttp import web

from app.tables import engine, metadata, tags


async def list_tags(request: web.Request) -> web.Response:
    with engine.connect() as connection:
        names = connection.execute(sa.select(tags.c.name).order_by(tags.c.name)).scalars().all()
    return web.json_response({"tags": names})


async def add_tag(request: web.Request) -> web.Response:
    body = await request.json()
    with engine.begin() as connection:
        connection.execute(sa.insert(tags).values(name=body["name"]))
    return web.json_response({"tag": body["name"]}, status=201)


metadata.create_all(engine)
app = web.Application()
app.router.add_get("/api/tags", list_tags)
app.router.add_post("/api/tags", add_tag)
web.run_app(app, port=8080)
