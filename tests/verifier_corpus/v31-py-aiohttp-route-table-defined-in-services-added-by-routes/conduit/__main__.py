from aiohttp import web

from conduit.db import Base, engine
from conduit.routes import setup_routes


async def lifecycle(_app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


app = web.Application()
app.cleanup_ctx.append(lifecycle)
setup_routes(app)
web.run_app(app, host="0.0.0.0", port=8080)
