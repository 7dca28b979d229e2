from fastapi import FastAPI

from conduit.database import engine
from conduit.models import Base
from conduit.routes import comments

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(comments.router, prefix="/api")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
