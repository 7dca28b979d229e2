from fastapi import FastAPI

from app.database import Base, engine
from app.domain import article, user  # noqa: F401  (register the tables)
from app.controllers import articles, users

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
