from flask import Flask, g, jsonify

from app.container import Container
from app.db import SessionLocal, engine
from app.models import Base


def create_app() -> Flask:
    app = Flask(__name__)
    Base.metadata.create_all(engine)

    @app.before_request
    def open_container():
        g.container = Container(SessionLocal())

    @app.teardown_request
    def close_container(_exc=None):
        container = g.pop("container", None)
        if container is not None:
            container.session.close()

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    from app.routes import profiles, users

    app.register_blueprint(users.bp)
    app.register_blueprint(profiles.bp)
    return app
