from fastapi import FastAPI

from app.api.routers import articles, profiles, users
from app.db.session import engine
from app.models import Base

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit API")
app.include_router(users.router, prefix="/api")
app.include_router(profiles.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
