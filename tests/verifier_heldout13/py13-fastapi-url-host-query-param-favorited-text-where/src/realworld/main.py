from fastapi import FastAPI

from realworld.api.articles import router as articles_router
from realworld.db.engine import engine
from realworld.db.tables import Base

Base.metadata.create_all(engine)
app = FastAPI(title="realworld")
app.include_router(articles_router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict[str, str]:
    return {"status": "ok"}
