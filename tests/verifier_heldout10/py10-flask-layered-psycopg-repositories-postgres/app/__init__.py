from flask import Flask

from app import db


def create_app():
    app = Flask(__name__)
    db.init_schema()

    from app.routes.articles import bp as articles
    from app.routes.health import bp as health
    from app.routes.users import bp as users

    for bp in (health, users, articles):
        app.register_blueprint(bp, url_prefix="/api")
    app.teardown_appcontext(db.close_connection)
    return app
