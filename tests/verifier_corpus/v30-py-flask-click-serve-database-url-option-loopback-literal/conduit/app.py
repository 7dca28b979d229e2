from flask import Flask, jsonify
from sqlalchemy import create_engine, select
from sqlalchemy.orm import sessionmaker

from conduit.models import Base, User


def create_app(database_url):
    app = Flask(__name__)
    engine = create_engine(database_url, pool_pre_ping=True)
    Base.metadata.create_all(engine)
    Session = sessionmaker(bind=engine)

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.get("/api/profiles/<username>")
    def profile(username):
        with Session() as session:
            user = session.scalar(select(User).where(User.username == username))
        if user is None:
            return jsonify(errors={"body": ["profile not found"]}), 404
        return jsonify(profile={"username": user.username, "bio": user.bio, "image": user.image, "following": False})

    return app
