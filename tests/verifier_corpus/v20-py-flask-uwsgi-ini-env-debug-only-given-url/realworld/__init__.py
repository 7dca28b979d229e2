from flask import Flask
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app() -> Flask:
    from realworld.settings import Settings

    app = Flask(__name__)
    app.config.from_object(Settings)
    db.init_app(app)

    from realworld.api.tags import bp as tags_bp

    app.register_blueprint(tags_bp, url_prefix="/api")

    with app.app_context():
        from realworld import models  # noqa: F401

        db.create_all()
    return app
