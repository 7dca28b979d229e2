from fastapi import Depends, FastAPI, HTTPException, Request
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.db import make_sessionmaker
from conduit.models import Article, Base


def create_app(database_url: str) -> FastAPI:
    SessionLocal = make_sessionmaker(database_url)
    Base.metadata.create_all(SessionLocal.kw["bind"])

    app = FastAPI()
    app.state.sessions = SessionLocal

    def get_session(request: Request):
        with request.app.state.sessions() as session:
            yield session

    @app.get("/api/health-check")
    def health_check():
        return {"status": "ok"}

    @app.get("/api/articles/{slug}")
    def get_article(slug: str, session: Session = Depends(get_session)):
        article = session.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            raise HTTPException(status_code=404, detail="article not found")
        return {"article": {"slug": article.slug, "title": article.title,
                            "description": article.description, "body": article.body}}

    return app
