from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    app.config["SECRET_KEY"] = "dev"
    app.config.from_envvar("CONDUIT_SETTINGS", silent=True)
    db.init_app(app)

    from conduit.routes import bp

    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
