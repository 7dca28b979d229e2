from fastapi import FastAPI

from conduit.database import Base, engine
from conduit.models import article, user  # noqa: F401  (register the tables)
from conduit.routes import articles, users

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
