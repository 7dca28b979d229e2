import os

from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    project_root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(project_root, "conduit.db")
    db.init_app(app)

    from conduit import models  # noqa: F401
    from conduit.views import bp

    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
