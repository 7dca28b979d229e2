from fastapi import FastAPI

import app.models  # noqa: F401
from app.db import Base, engine
from app.routes import articles

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(articles.router)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
