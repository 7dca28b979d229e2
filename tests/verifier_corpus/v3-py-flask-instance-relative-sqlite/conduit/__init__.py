import os

from flask import Flask

from conduit.extensions import db, jwt


def create_app(test_config=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("SECRET_KEY", "dev"),
        # Flask-SQLAlchemy 3 puts a relative SQLite path in the instance folder
        SQLALCHEMY_DATABASE_URI=os.environ.get("DATABASE_URL", "sqlite:///conduit.db"),
        JWT_SECRET_KEY=os.environ.get("JWT_SECRET_KEY", "dev-jwt"),
    )
    if test_config is not None:
        app.config.update(test_config)
    os.makedirs(app.instance_path, exist_ok=True)

    db.init_app(app)
    jwt.init_app(app)

    from conduit.articles.views import blueprint as articles
    from conduit.users.views import blueprint as users

    app.register_blueprint(users)
    app.register_blueprint(articles)

    with app.app_context():
        db.create_all()
    return app
