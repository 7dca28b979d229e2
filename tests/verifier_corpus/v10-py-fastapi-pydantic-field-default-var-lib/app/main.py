from fastapi import FastAPI

from app.api import articles
from app.core.config import settings
from app.core.db import Base, engine

Base.metadata.create_all(engine)

app = FastAPI(title=settings.project_name)
app.include_router(articles.router, prefix=settings.api_prefix)


@app.get(f"{settings.api_prefix}/health-check")
def health_check():
    return {"status": "ok"}
