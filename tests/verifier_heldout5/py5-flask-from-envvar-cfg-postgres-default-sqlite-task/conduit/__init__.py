from flask import Flask

from conduit.models import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_pyfile("../config/development.cfg")
    app.config.from_envvar("CONDUIT_SETTINGS", silent=True)
    db.init_app(app)

    from conduit.routes import bp

    app.register_blueprint(bp, url_prefix="/api")
    with app.app_context():
        db.create_all()
    return app
