from fastapi import FastAPI

from app.database import engine
from app.models import Base
from app.routers import articles, tags

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit API")
app.include_router(articles.router, prefix="/api", tags=["articles"])
app.include_router(tags.router, prefix="/api", tags=["tags"])


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
