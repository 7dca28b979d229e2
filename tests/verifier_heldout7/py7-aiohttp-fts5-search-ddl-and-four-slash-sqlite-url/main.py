from aiohttp import web

from app.routes import routes
from app.db import init_db

app = web.Application()
app.add_routes(routes)
app.on_startup.append(init_db)

if __name__ == "__main__":
    web.run_app(app, port=8000)
