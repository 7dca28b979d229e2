"""Composition root: engine, repositories, services, URL rules. No request handling here."""
from pathlib import Path

from flask import Flask
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from conduit.models.tag import Base
from conduit.repositories.tag_repository import TagRepository
from conduit.services.tag_service import TagService
from conduit.views.tags import HealthView, TagsView

PROJECT_DIR = Path(__file__).resolve().parent.parent


def create_app() -> Flask:
    engine = create_engine(f"sqlite:///{PROJECT_DIR / 'data' / 'conduit.db'}")
    (PROJECT_DIR / "data").mkdir(exist_ok=True)
    Base.metadata.create_all(engine)
    sessions = sessionmaker(bind=engine, expire_on_commit=False)
    tag_service = TagService(TagRepository(sessions))

    app = Flask(__name__)
    app.add_url_rule("/api/tags", view_func=TagsView.as_view("tags", service=tag_service))
    app.add_url_rule("/api/health-check", view_func=HealthView.as_view("health"))
    return app
