from fastapi import FastAPI

from src.database import engine
from src.models import Base
from src.routers import articles

app = FastAPI()


@app.on_event("startup")
def create_tables():
    Base.metadata.create_all(bind=engine)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}


app.include_router(articles.router)
