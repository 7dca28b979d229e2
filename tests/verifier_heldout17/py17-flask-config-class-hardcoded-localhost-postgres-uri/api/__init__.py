from flask import Flask

from api.extensions import db


def create_app(config_name):
    app = Flask(__name__)
    app.config.from_object(config_name)
    db.init_app(app)

    from api.resources import bp
    app.register_blueprint(bp, url_prefix="/api")

    with app.app_context():
        db.create_all()
    return app
