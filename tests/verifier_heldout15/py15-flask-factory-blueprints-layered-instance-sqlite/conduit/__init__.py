import os

from flask import Flask

from conduit.extensions import db
from conduit.routes import register_blueprints


def create_app() -> Flask:
    app = Flask(__name__, instance_relative_config=True)
    os.makedirs(app.instance_path, exist_ok=True)
    app.config.update(
        SQLALCHEMY_DATABASE_URI="sqlite:///" + os.path.join(app.instance_path, "conduit.db"),
        SECRET_KEY=os.environ.get("SECRET_KEY", "conduit-dev-secret"),
        JSON_SORT_KEYS=False,
    )
    db.init_app(app)
    register_blueprints(app)
    with app.app_context():
        import conduit.models  # noqa: F401  (register the mappers)
        db.create_all()
    return app
