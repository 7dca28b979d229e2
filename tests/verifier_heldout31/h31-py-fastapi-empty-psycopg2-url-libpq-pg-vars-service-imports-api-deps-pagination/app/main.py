from fastapi import FastAPI

from app.api import articles
from app.database import engine
from app.models import Base

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
