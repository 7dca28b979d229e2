from aiohttp import web

from api.database import Base, engine
from api.views import routes


async def init_db(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


app = web.Application()
app.add_routes(routes)
app.on_startup.append(init_db)
web.run_app(app, host="0.0.0.0", port=8080)
