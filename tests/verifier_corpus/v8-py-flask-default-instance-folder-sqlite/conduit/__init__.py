from flask import Flask

from conduit.extensions import db


def create_app() -> Flask:
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(SECRET_KEY="dev", SQLALCHEMY_DATABASE_URI="sqlite:///conduit.db")
    app.config.from_pyfile("settings.py", silent=True)
    db.init_app(app)

    from conduit.routes import bp

    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
