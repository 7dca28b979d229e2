from fastapi import FastAPI

from conduit.entities import Base
from conduit.routes import feed
from conduit.session import engine

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(feed.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
