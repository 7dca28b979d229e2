from pathlib import Path

from flask import Flask, jsonify
from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

from conduit.dao.profile_dao import ProfileDao
from conduit.dao.tag_dao import TagDao
from conduit.managers.profile_manager import ProfileManager
from conduit.managers.tag_manager import TagManager
from conduit.models import Base
from conduit.views.profiles import bp as profiles_bp
from conduit.views.tags import bp as tags_bp

PROJECT_ROOT = Path(__file__).resolve().parent.parent


def create_app():
    app = Flask(__name__)

    db_file = PROJECT_ROOT / "data" / "conduit.sqlite3"
    db_file.parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(f"sqlite:///{db_file}")
    Base.metadata.create_all(engine)
    session = scoped_session(sessionmaker(bind=engine))

    # composition root: one manager per resource, each holding its DAO
    app.extensions["managers"] = {
        "tags": TagManager(TagDao(session)),
        "profiles": ProfileManager(ProfileDao(session)),
    }

    app.register_blueprint(tags_bp, url_prefix="/api")
    app.register_blueprint(profiles_bp, url_prefix="/api")

    @app.get("/api/health-check")
    def health_check():
        return jsonify(status="ok")

    @app.teardown_appcontext
    def remove_session(exc=None):
        session.remove()

    return app
