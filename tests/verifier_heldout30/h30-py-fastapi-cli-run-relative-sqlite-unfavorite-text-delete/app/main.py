from fastapi import FastAPI

from app import models
from app.database import engine
from app.routers import articles, users

models.Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
