import os

from aiohttp import web
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from server.handlers.comments import routes
from server.logic.comments import CommentLogic
from server.models import Base
from server.repositories.comments import CommentRepository

DB_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "conduit.db")


def init_app(argv: list[str] | None = None) -> web.Application:
    engine = create_engine(f"sqlite:///{DB_PATH}")
    Base.metadata.create_all(engine)
    app = web.Application()
    app["comment_logic"] = CommentLogic(CommentRepository(sessionmaker(bind=engine, expire_on_commit=False)))
    app.add_routes(routes)
    return app
