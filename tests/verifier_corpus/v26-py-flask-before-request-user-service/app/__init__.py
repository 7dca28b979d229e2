import os

from flask import Flask, g, request
from flask_login import LoginManager
from app.services import user_service

from app.extensions import db

login_manager = LoginManager()


def create_app():
    app = Flask(__name__)
    base = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(base, "conduit.db")
    app.config["SECRET_KEY"] = os.environ.get("SECRET_KEY", "dev")
    db.init_app(app)
    login_manager.init_app(app)

    @login_manager.user_loader
    def load_user(user_id):
            return user_service.current_user_by_id(user_id)

    @app.before_request
    def attach_user():
        g.user = None
        name = request.headers.get("X-User")
        if name:
                g.user = user_service.find_by_username(name)

    from app.routes.profiles import bp
    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
