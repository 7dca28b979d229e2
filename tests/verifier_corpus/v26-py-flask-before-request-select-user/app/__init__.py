import os

from flask import Flask, g, request
from flask_login import LoginManager
from sqlalchemy import select

from app.models.user import User

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
            return db.session.get(User, int(user_id))

    @app.before_request
    def attach_user():
        g.user = None
        name = request.headers.get("X-User")
        if name:
                g.user = db.session.execute(select(User).where(User.username == name)).scalar_one_or_none()

    from app.routes.profiles import bp
    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
