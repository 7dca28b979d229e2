from fastapi import FastAPI

from app.api.feed import router as feed_router
from app.core.database import Base, engine
from app import models  # noqa: F401

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(feed_router)
