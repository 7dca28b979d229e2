from apiflask import APIFlask

from conduit.extensions import db


def create_app() -> APIFlask:
    app = APIFlask(__name__, title="Conduit API")
    app.config.from_object("conduit.settings")
    db.init_app(app)

    from conduit.api import register_blueprints
    from conduit.models import Article, Tag, User  # noqa: F401

    with app.app_context():
        db.create_all()
    register_blueprints(app)
    return app
