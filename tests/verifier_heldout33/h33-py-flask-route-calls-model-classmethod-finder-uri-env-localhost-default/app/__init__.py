from flask import Flask

from app.extensions import db


def create_app():
    app = Flask(__name__)
    app.config.from_object("config.Config")
    db.init_app(app)

    from app.routes.articles import articles_bp
    from app.routes.health import health_bp

    app.register_blueprint(health_bp, url_prefix="/api")
    app.register_blueprint(articles_bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
