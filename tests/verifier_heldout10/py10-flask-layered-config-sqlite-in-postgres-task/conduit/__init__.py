from flask import Flask

from config import Config
from conduit.models import db


def create_app(config=Config):
    app = Flask(__name__)
    app.config.from_object(config)
    db.init_app(app)

    from conduit.api.articles import bp as articles_bp
    from conduit.api.health import bp as health_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
