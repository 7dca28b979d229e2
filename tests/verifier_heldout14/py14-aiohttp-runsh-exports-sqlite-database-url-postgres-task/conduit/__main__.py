from aiohttp import web

from conduit.app import create_app
from conduit.settings import load_settings


def main() -> None:
    settings = load_settings()
    web.run_app(create_app(settings), host="0.0.0.0", port=settings.port)


if __name__ == "__main__":
    main()
