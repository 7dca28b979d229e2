from fastapi import FastAPI

from app.core.database import engine
from app.models import Base
from app.routers import comments

app = FastAPI(title="Conduit")
app.include_router(comments.router)


@app.on_event("startup")
def on_startup():
    Base.metadata.create_all(bind=engine)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
