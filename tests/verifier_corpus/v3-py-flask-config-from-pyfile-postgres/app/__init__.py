from flask import Flask
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def create_app(test_config=None):
    app = Flask(__name__, instance_relative_config=True)
    if test_config is None:
        # instance/config.py holds the deployment's settings
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.from_mapping(test_config)
    db.init_app(app)

    from app import routes

    app.register_blueprint(routes.bp)
    with app.app_context():
        db.create_all()
    return app
