from aiohttp import web

from conduit.db import init_db
from conduit.settings import load_config
from conduit.views import routes


def create_app(config: dict) -> web.Application:
    app = web.Application()
    app["config"] = config
    app.cleanup_ctx.append(init_db)
    app.add_routes(routes)
    return app


def main():
    config = load_config()
    web.run_app(create_app(config), host=config["server"]["host"], port=config["server"]["port"])


if __name__ == "__main__":
    main()
