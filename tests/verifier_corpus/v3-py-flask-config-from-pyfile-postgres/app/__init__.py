from pathlib import Path

from flask import Flask
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app(config_file: str = "config.py"):
    app = Flask(__name__)
    # the settings module sits at the project root, beside run.sh
    app.config.from_pyfile(str(Path(__file__).resolve().parent.parent / config_file))
    db.init_app(app)

    from app import routes

    app.register_blueprint(routes.bp)
    with app.app_context():
        db.create_all()
    return app
