from flask import Flask

from conduit.db import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object("conduit.settings.Settings")
    db.init_app(app)

    from conduit.routes import blueprints
    for bp in blueprints:
        app.register_blueprint(bp, url_prefix="/api")

    with app.app_context():
        import conduit.models  # noqa: F401
        db.create_all()
    return app
