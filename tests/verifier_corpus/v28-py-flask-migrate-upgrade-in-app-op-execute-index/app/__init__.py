from flask import Flask, jsonify
from flask_migrate import Migrate, upgrade
from .models import db, User

def create_app():
    app = Flask(__name__)
    app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
    db.init_app(app)
    Migrate(app, db)
    with app.app_context():
        upgrade()

    @app.get("/api/users/<name>")
    def get_user(name):
        user = db.session.scalars(db.select(User).where(User.username == name)).first()
        return jsonify({"username": user.username if user else None})
    return app
