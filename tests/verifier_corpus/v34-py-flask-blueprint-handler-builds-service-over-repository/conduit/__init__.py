from pathlib import Path

from flask import Flask

from conduit.extensions import db


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{Path(__file__).resolve().parent.parent / 'conduit.db'}"
    db.init_app(app)
    from conduit.routes.articles import articles_bp
    app.register_blueprint(articles_bp)
    with app.app_context():
        db.create_all()
    return app
