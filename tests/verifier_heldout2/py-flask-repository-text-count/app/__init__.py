import os

from flask import Flask

from app.extensions import db


def create_app():
    app = Flask(__name__, instance_relative_config=True)
    os.makedirs(app.instance_path, exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(app.instance_path, "conduit.sqlite")
    db.init_app(app)

    from app.routes.articles import articles_bp
    from app.routes.misc import misc_bp

    app.register_blueprint(articles_bp, url_prefix="/api/articles")
    app.register_blueprint(misc_bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
