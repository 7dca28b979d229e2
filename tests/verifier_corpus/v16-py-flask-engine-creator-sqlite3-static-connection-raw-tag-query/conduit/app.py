from flask import Flask, jsonify

from conduit.db import Base, Session, engine


def create_app() -> Flask:
    app = Flask(__name__)

    from conduit.tags import bp

    app.register_blueprint(bp)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.teardown_appcontext
    def _remove(_exc):
        Session.remove()

    import conduit.models  # noqa: F401  (register the tables)

    Base.metadata.create_all(engine)
    return app
