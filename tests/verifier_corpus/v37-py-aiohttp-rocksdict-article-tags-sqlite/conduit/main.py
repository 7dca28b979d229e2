from aiohttp import web

from conduit import models  # noqa: F401
from conduit.database import Base, engine
from conduit.handlers.articles import routes


def create_app() -> web.Application:
    Base.metadata.create_all(engine)
    app = web.Application()
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8000)
