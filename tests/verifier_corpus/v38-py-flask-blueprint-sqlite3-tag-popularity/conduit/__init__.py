from pathlib import Path

from flask import Flask

from conduit.extensions import db

PROJECT_ROOT = Path(__file__).resolve().parent.parent


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["DB_FILE"] = str(PROJECT_ROOT / "instance" / "conduit.db")
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{app.config['DB_FILE']}"
    db.init_app(app)

    from conduit.routes.articles import bp as articles_bp
    from conduit.routes.tags import bp as tags_bp

    app.register_blueprint(articles_bp)
    app.register_blueprint(tags_bp)

    with app.app_context():
        from conduit import models  # noqa: F401
        db.create_all()
    return app
