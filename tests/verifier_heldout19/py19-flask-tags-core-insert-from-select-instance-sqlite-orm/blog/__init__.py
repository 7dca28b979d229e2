from flask import Flask
from blog.models import db


def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///blog.sqlite3"
    db.init_app(app)
    from blog.views import api
    app.register_blueprint(api)
    with app.app_context():
        db.create_all()
    return app
