import os
from pathlib import Path

from flask import Flask
from psycopg_pool import ConnectionPool

from app.api.articles import bp as articles_bp
from app.api.health import bp as health_bp
from app.api.tags import bp as tags_bp
from app.repositories.article_repository import ArticleRepository
from app.repositories.tag_repository import TagRepository
from app.services.article_service import ArticleService
from app.services.tag_service import TagService

SCHEMA = Path(__file__).parent / "repositories" / "schema.sql"


def create_app():
    pool = ConnectionPool(os.environ["DATABASE_URL"], min_size=1, max_size=5, open=True)
    with pool.connection() as conn:
        conn.execute(SCHEMA.read_text())

    app = Flask(__name__)
    app.extensions["services"] = {
        "articles": ArticleService(ArticleRepository(pool), TagRepository(pool)),
        "tags": TagService(TagRepository(pool)),
    }
    for bp in (health_bp, tags_bp, articles_bp):
        app.register_blueprint(bp, url_prefix="/api")
    return app
