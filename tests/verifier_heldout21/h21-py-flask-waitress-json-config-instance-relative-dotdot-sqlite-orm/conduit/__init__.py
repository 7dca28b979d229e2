import json
import os

from flask import Flask

from conduit.extensions import db


def create_app():
    app = Flask(__name__)
    # config.json sits at the project root, next to the conduit package
    app.config.from_file(os.path.join(os.path.dirname(app.root_path), "config.json"), load=json.load)
    if os.environ.get("DATABASE_URL"):
        app.config["SQLALCHEMY_DATABASE_URI"] = os.environ["DATABASE_URL"]

    # the relative sqlite path in config.json is resolved against the instance folder
    os.makedirs(os.path.join(app.instance_path, os.pardir, "data"), exist_ok=True)
    db.init_app(app)

    from conduit import models  # noqa: F401
    from conduit.views import bp

    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
