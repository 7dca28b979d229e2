import os
import tomllib
from pathlib import Path

# Resolve every relative path in settings.toml against the project, whatever the caller's cwd.
os.chdir(Path(__file__).resolve().parent)

from aiohttp import web  # noqa: E402

from conduit.handlers.routes import setup_routes  # noqa: E402
from conduit.repositories.comments import CommentRepository  # noqa: E402
from conduit.repositories.database import Database  # noqa: E402
from conduit.services.comments import CommentService  # noqa: E402

with open("settings.toml", "rb") as fh:
    SETTINGS = tomllib.load(fh)


def build() -> web.Application:
    app = web.Application()
    db = Database(SETTINGS["database"]["path"])
    db.create_schema()
    setup_routes(app, CommentService(CommentRepository(db)))
    return app


if __name__ == "__main__":
    web.run_app(build(), host=SETTINGS["server"]["host"], port=SETTINGS["server"]["port"])
