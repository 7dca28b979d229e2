import os

from flask import Flask

from conduit.database import db


def create_app():
    app = Flask(__name__)
    os.makedirs(app.instance_path, exist_ok=True)
    app.config["SQLALCHEMY_DATABASE_URI"] = f"sqlite:///{os.path.join(app.instance_path, 'conduit.sqlite3')}"
    app.config["SECRET_KEY"] = os.getenv("SECRET_KEY", "conduit")
    db.init_app(app)

    from conduit.routes.health import bp as health
    from conduit.routes.profiles import bp as profiles
    from conduit.routes.comments import bp as comments
    for bp in (health, profiles, comments):
        app.register_blueprint(bp, url_prefix="/api")

    with app.app_context():
        import conduit.models  # noqa: F401
        db.create_all()
    return app
