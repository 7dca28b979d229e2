from flask import Flask

from app.db import database
from app.models import Article, User
from app.routes import bp


def create_app() -> Flask:
    app = Flask(__name__)
    app.register_blueprint(bp)

    @app.before_request
    def _connect() -> None:
        database.connect(reuse_if_open=True)

    @app.teardown_request
    def _close(exc) -> None:
        if not database.is_closed():
            database.close()

    with database:
        database.create_tables([User, Article])
    return app
