from fastapi import FastAPI

from app.db import engine
from app.models import Base
from app.routes import tags

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(tags.router, prefix="/api")
