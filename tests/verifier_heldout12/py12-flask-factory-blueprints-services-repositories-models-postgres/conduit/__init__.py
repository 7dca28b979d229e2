from flask import Flask

from conduit.config import Config
from conduit.extensions import db


def create_app(config_object: type = Config) -> Flask:
    app = Flask(__name__)
    app.config.from_object(config_object)
    db.init_app(app)

    from conduit import models  # noqa: F401  (register tables before create_all)
    from conduit.routes import api
    from conduit.services.errors import ApiError

    app.register_blueprint(api)

    @app.errorhandler(ApiError)
    def api_error(err: ApiError):
        return {"errors": {"body": [str(err)]}}, err.status

    with app.app_context():
        db.create_all()
    return app
