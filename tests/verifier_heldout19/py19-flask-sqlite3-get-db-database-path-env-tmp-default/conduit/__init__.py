import os
from flask import Flask


def create_app():
    app = Flask(__name__)
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("SECRET_KEY", "dev"),
        DATABASE=os.environ.get("DATABASE_PATH", "/tmp/conduit.sqlite"),
    )
    from conduit import db
    db.init_app(app)
    from conduit import api
    app.register_blueprint(api.bp)
    return app
