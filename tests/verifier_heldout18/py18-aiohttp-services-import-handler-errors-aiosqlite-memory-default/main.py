from aiohttp import web

from db import engine
from handlers import users
from handlers.errors import error_middleware
from models import Base


async def init_db(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


app = web.Application(middlewares=[error_middleware])
app.on_startup.append(init_db)
app.router.add_get("/api/health-check", health)
app.router.add_post("/api/users", users.register)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8080)
