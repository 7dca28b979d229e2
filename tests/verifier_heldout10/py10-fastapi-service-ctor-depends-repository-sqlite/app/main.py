from fastapi import FastAPI

from app.database import engine
from app.models import Base
from app.routes import articles

app = FastAPI()
app.include_router(articles.router, prefix="/api")


@app.on_event("startup")
def init_db() -> None:
    Base.metadata.create_all(engine)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
