from fastapi import FastAPI

from app.db import Base, engine
from app.routes import feed

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(feed.router)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
