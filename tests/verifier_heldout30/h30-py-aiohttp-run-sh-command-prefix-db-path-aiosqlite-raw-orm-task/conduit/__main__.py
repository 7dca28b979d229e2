import os

from aiohttp import web

from conduit.app import create_app


def main() -> None:
    # In-memory unless told where the file lives (tests run without a path).
    db_path = os.environ.get("CONDUIT_DB_PATH", ":memory:")
    port = int(os.environ.get("PORT", "8080"))
    web.run_app(create_app(db_path), host="0.0.0.0", port=port)


main()
