import os

from flask import Flask


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get("DATABASE_URL", "sqlite:///conduit.db")
    from blog.models import db

    db.init_app(app)
    from blog.routes import bp

    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
