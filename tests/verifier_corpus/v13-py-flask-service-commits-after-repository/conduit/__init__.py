import os

from flask import Flask, jsonify

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    db_path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "conduit.db")
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{db_path}"
    db.init_app(app)

    from conduit.routes.articles import bp as articles_bp
    from conduit.routes.profiles import bp as profiles_bp

    app.register_blueprint(articles_bp)
    app.register_blueprint(profiles_bp)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    with app.app_context():
        from conduit import models  # noqa: F401  the tables must be registered before create_all

        db.create_all()
    return app
