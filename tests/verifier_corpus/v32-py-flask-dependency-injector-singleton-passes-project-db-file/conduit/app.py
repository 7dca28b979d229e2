from dependency_injector.wiring import Provide, inject
from flask import Flask, abort, jsonify
from sqlalchemy import select

from conduit.containers import Container
from conduit.database import Database
from conduit.models import User


@inject
def get_profile(username: str, db: Database = Provide[Container.db]):
    with db.session_factory() as session:
        user = session.scalar(select(User).where(User.username == username))
    if user is None:
        abort(404)
    return jsonify(profile={"username": user.username, "bio": user.bio, "image": None, "following": False})


def create_app() -> Flask:
    container = Container()
    container.db().create_all()

    app = Flask(__name__)
    app.container = container
    app.add_url_rule("/api/profiles/<username>", "get_profile", get_profile)
    app.add_url_rule("/api/health-check", "health", lambda: jsonify(status="ok"))
    return app
