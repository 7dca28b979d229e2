from types import SimpleNamespace

from fastapi import FastAPI

from conduit.api import articles
from conduit.database import SessionLocal, engine
from conduit.entities import Base
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService

Base.metadata.create_all(engine)

app = FastAPI()
app.state.repos = SimpleNamespace(articles=ArticleRepository(SessionLocal))
app.state.services = SimpleNamespace(articles=ArticleService(app.state.repos.articles))
app.include_router(articles.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
