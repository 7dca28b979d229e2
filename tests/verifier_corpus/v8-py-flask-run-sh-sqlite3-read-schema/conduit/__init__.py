from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    db.init_app(app)

    from conduit.routes import bp

    app.register_blueprint(bp)
    return app
