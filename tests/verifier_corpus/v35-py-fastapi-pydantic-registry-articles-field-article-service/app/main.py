from fastapi import FastAPI

from app.db import Base, SessionLocal, engine
from app.models import article  # noqa: F401
from app.repositories.article_repository import ArticleRepository
from app.routes.articles import router as articles_router
from app.services.article_service import ArticleService  # noqa: F401
from app.services.registry import ServiceRegistry

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.state.registry = ServiceRegistry(articles=ArticleService(ArticleRepository(SessionLocal)))
app.include_router(articles_router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
