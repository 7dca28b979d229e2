"""Composition root: builds the Flask app and wires views -> managers -> dao."""
from flask import Flask, jsonify

from .dao.follow_dao import FollowDao
from .dao.tag_dao import TagDao
from .dao.user_dao import UserDao
from .db import Session, init_db
from .managers.errors import ManagerError
from .managers.profile_manager import ProfileManager
from .managers.tag_manager import TagManager
from .managers.user_manager import UserManager
from .settings import Settings
from .views import profiles, tags, users


def create_app() -> Flask:
    settings = Settings.from_env()
    init_db(settings.database_url)

    app = Flask(__name__)
    user_dao, follow_dao = UserDao(Session), FollowDao(Session)
    app.extensions["managers"] = {
        "users": UserManager(user_dao, settings),
        "profiles": ProfileManager(user_dao, follow_dao),
        "tags": TagManager(TagDao(Session)),
    }

    app.register_blueprint(users.bp, url_prefix="/api")
    app.register_blueprint(profiles.bp, url_prefix="/api")
    app.register_blueprint(tags.bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health():
        return jsonify(status="ok")

    @app.errorhandler(ManagerError)
    def manager_error(err: ManagerError):
        return jsonify(errors={err.field: [err.message]}), err.status

    @app.teardown_appcontext
    def remove_session(_exc=None):
        Session.remove()

    return app
