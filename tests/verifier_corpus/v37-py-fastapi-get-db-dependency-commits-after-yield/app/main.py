from fastapi import FastAPI

from app import models  # noqa: F401
from app.database import Base, engine
from app.routers import comments

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(comments.router)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
