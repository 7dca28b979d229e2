from fastapi import Depends, FastAPI

from app.db import Base, engine
from app.routes.articles import router as articles_router
from app.services.articles import ArticleService, article_service

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(articles_router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags(service: ArticleService = Depends(article_service)):
    # popular tags, through the service like every other endpoint
    return service.tags()
