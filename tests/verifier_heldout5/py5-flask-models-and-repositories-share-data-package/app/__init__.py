from flask import Flask

from app.data import init_engine, session


def create_app() -> Flask:
    app = Flask(__name__)
    init_engine()

    from app.routes import register

    register(app)

    @app.teardown_appcontext
    def remove_session(_exc=None) -> None:
        session.remove()

    return app
