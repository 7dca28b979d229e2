from flask import Flask

from conduit.storage import Base, engine, session_scope
from conduit.tables import Tag


def create_app():
    app = Flask(__name__)
    Base.metadata.create_all(engine)

    @app.get("/api/health-check")
    def health():
        return {"status": "ok"}

    @app.get("/api/tags")
    def tags():
        from sqlalchemy import select
        with session_scope() as s:
            return {"tags": list(s.scalars(select(Tag.name).order_by(Tag.name)))}

    from conduit.articles import bp as articles_bp
    app.register_blueprint(articles_bp, url_prefix="/api")
    return app
