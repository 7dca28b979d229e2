from flask import Flask

from realworld import db
from realworld.config import Config


def create_app(config_object=Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_object)
    db.init_app(app)

    from realworld.views.tags import bp as tags_bp

    app.register_blueprint(tags_bp)
    return app
