from fastapi import FastAPI

from app.db import engine
from app.models import Base
from app.routes import comments

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(comments.router)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
