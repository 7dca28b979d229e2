from fastapi import FastAPI

from app.database import engine
from app.models.tables import metadata
from app.routes import articles, users

metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
