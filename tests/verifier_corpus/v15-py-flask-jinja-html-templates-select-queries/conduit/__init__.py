from pathlib import Path

from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{Path(__file__).resolve().parent.parent / 'conduit.db'}"
    db.init_app(app)

    from conduit import models  # noqa: F401
    from conduit.routes.articles import bp as articles_bp
    from conduit.routes.index import bp as index_bp

    app.register_blueprint(index_bp)
    app.register_blueprint(articles_bp)
    with app.app_context():
        db.create_all()
    return app
