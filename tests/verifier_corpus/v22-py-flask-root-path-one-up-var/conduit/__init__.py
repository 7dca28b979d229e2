import os

from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    db_path = os.path.join(app.root_path, "..", "var", "conduit.db")
    os.makedirs(os.path.dirname(db_path), exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.abspath(db_path)
    app.config["SQLALCHEMY_TRACK_MODIFICATIONS"] = False
    db.init_app(app)

    from conduit.routes.tags import bp as tags_bp

    app.register_blueprint(tags_bp)

    with app.app_context():
        from conduit import models  # noqa: F401

        db.create_all()
    return app
