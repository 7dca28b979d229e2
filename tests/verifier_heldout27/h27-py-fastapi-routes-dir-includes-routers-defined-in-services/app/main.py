from fastapi import FastAPI

from app import models  # noqa: F401
from app.database import Base, engine
from app.routes import api_router

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(api_router)
