from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.sqlite3"
    db.init_app(app)

    from conduit.routes.tags import bp as tags_bp

    app.register_blueprint(tags_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return {"status": "ok"}

    with app.app_context():
        db.create_all()
    return app
