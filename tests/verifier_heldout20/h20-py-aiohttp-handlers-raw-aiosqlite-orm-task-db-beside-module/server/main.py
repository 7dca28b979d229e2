from aiohttp import web

from handlers import routes
from models import create_schema


def main() -> None:
    create_schema()
    app = web.Application()
    app.add_routes(routes)
    web.run_app(app, host="0.0.0.0", port=8080)


if __name__ == "__main__":
    main()
