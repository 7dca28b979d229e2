import os

from flask import Flask

from app.extensions import db, jwt
from app.models.user import User


def create_app():
    app = Flask(__name__)
    base = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///" + os.path.join(base, "conduit.db")
    app.config["JWT_SECRET_KEY"] = os.environ.get("JWT_SECRET", "dev-secret")
    app.config["JWT_HEADER_TYPE"] = "Token"
    db.init_app(app)
    jwt.init_app(app)

    @jwt.user_lookup_loader
    def load_user(_jwt_header, jwt_data):
            return db.session.get(User, int(jwt_data["sub"]))

    from app.routes.profiles import bp
    app.register_blueprint(bp)
    with app.app_context():
        db.create_all()
    return app
