from flask import Flask

from conduit.models import db


def create_app() -> Flask:
    app = Flask(__name__)
    app.config.from_object("conduit.defaults")
    app.config.from_prefixed_env()
    db.init_app(app)

    from conduit import views
    app.register_blueprint(views.api, url_prefix="/api")

    with app.app_context():
        db.create_all()
    return app
