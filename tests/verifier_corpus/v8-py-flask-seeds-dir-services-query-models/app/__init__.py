from flask import Flask

from app.extensions import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    db.init_app(app)

    from app.routes.articles import bp

    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
