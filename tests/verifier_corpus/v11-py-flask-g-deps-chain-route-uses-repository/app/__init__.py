from flask import Flask, g, jsonify

from app.db import SessionLocal, engine
from app.deps import Deps
from app.models import Base


def create_app() -> Flask:
    app = Flask(__name__)
    Base.metadata.create_all(engine)

    @app.before_request
    def open_deps():
        g.deps = Deps(SessionLocal())

    @app.teardown_request
    def close_deps(_exc=None):
        deps = g.pop("deps", None)
        if deps is not None:
            deps.session.close()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    from app.routes import profiles

    app.register_blueprint(profiles.bp)
    return app
